import { Icon } from './icons.tsx';
import { useToasts } from './toast.ts';

/**
 * The messages of `toast`, at the bottom (at the top they would cover the header's menu button on a
 * phone). Successes are announced politely, errors at once; each leaves by itself.
 */
export function AppToaster() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex flex-col items-center gap-2 px-4">
      {toasts.map(({ id, tone, text }) => (
        <div
          key={id}
          role={tone === 'error' ? 'alert' : 'status'}
          className="pointer-events-auto flex max-w-md items-start gap-2 rounded-xl bg-white px-4 py-3 text-stone-900 shadow-lg ring-1 ring-stone-200"
        >
          <Icon
            name={tone === 'error' ? 'close' : 'check'}
            className={`mt-0.5 size-5 shrink-0 rounded-full p-0.5 text-white ${tone === 'error' ? 'bg-red-600' : 'bg-emerald-600'}`}
          />
          <p className="min-w-0">{text}</p>
        </div>
      ))}
    </div>
  );
}
