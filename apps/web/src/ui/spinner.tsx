export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity=".25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A line that says what is loading, announced to screen readers. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-stone-600">
      <Spinner /> {text}
    </p>
  );
}
