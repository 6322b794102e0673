import { useEffect, useRef } from 'react';
import { Icon } from './icons.tsx';
import { useToasts } from './toast.ts';
import './toaster.css';

/**
 * The messages of `toast`, at the bottom (at the top they would cover the header's menu button on a
 * phone), in the top layer: above an open dialog and its backdrop. Successes are announced politely,
 * errors at once; each leaves by itself.
 */
export function AppToaster() {
  const toasts = useToasts();
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = layer.current;
    // The last one shown is drawn on top: shown again whenever a dialog opens, the messages stay above it.
    // (An older browser keeps them fixed at the bottom, under a dialog.) The root's toaster lasts as long
    // as the page, and so does its listener.
    const raise = (e?: Event) => {
      if (e?.target === el) return;
      el?.hidePopover?.();
      el?.showPopover?.();
    };
    raise();
    addEventListener('toggle', raise, true);
  }, []);
  return (
    <div
      ref={layer}
      popover="manual"
      className="toasts pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex flex-col items-center gap-2 px-4"
    >
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
