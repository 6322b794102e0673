/** A form-level message, announced when it appears. */
export function FormAlert({ text, tone = 'error' }: { text: string | null | undefined; tone?: 'error' | 'success' }) {
  if (!text) return null;
  const colours =
    tone === 'error' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg px-3 py-2 text-sm ring-1 ${colours}`}>
      {text}
    </p>
  );
}
