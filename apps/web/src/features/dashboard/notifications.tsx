import type { SessionUser } from '@provisoire/domain';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { dashboardText } from './dashboard-text.ts';
import { MenuIcon } from './menu-icon.tsx';

// The list and its texts come with the first opening; the bar only carries the count.
const NotificationsPanel = lazy(() => import('./notifications-panel.tsx'));

/** The bell, with the number of unread messages from the learner's school, and its panel. */
export function Notifications({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);
  // Known from the page's first question (who is this?): the bar makes no request of its own.
  const unread = user.unread ?? 0;
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label={
          unread
            ? dashboardText('dashboard.notifications_unread', { count: unread })
            : dashboardText('dashboard.notifications')
        }
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-full p-3 text-stone-700 hover:bg-stone-100"
      >
        <MenuIcon name="bell" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute top-0 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          aria-label={dashboardText('dashboard.notifications')}
          // On a phone, as wide as the screen allows under the bar; from sm, hung from the bell.
          className="fixed inset-x-4 top-18 z-30 max-h-[70dvh] overflow-y-auto rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80"
        >
          <h2 className="font-semibold">{dashboardText('dashboard.notifications')}</h2>
          <Suspense
            fallback={<p className="mt-2 text-sm text-stone-600">{dashboardText('dashboard.notifications_loading')}</p>}
          >
            <NotificationsPanel user={user} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
