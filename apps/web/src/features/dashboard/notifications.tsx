import { useCallback, useRef, useState } from 'react';
import { Icon } from '../../ui/icons.tsx';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { td } from './dashboard-text.ts';

/** The bell and its panel; no notifications exist yet, so it says so rather than show made-up ones. */
export function Notifications() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label={td('dashboard.notifications')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full p-2 text-stone-700 hover:bg-stone-100"
      >
        <Icon name="bell" />
      </button>
      {open && (
        <section
          aria-label={td('dashboard.notifications')}
          // On a phone, as wide as the screen allows under the bar; from sm, hung from the bell.
          className="fixed inset-x-4 top-18 z-30 rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-72"
        >
          <h2 className="font-semibold">{td('dashboard.notifications')}</h2>
          <p className="mt-2 text-sm text-stone-600">{td('dashboard.notifications_empty')}</p>
        </section>
      )}
    </div>
  );
}
