import { formatMessageDay, MESSAGE_KIND_NAMES, type SessionUser } from '@provisoire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { formatDayTime } from '../../lib/format-date.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setSessionUser } from '../../lib/session.ts';
import { dashboardText } from './dashboard-text.ts';

const bellQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api('GET /api/notifications'),
});

/**
 * The messages in the open bell, newest first. Opening it reads them: the count goes, and the ones that
 * were new stay marked as new until the panel closes.
 */
export default function NotificationsPanel({ user }: { user: SessionUser }) {
  // A school's own account gets no messages: it writes them.
  const bell = useQuery({ ...bellQuery, enabled: user.role !== 'school' });
  const unread = bell.data?.unread ?? 0;
  // The ones unread when the list came stay marked new while the panel is open.
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!bell.data || unread === 0) return;
    setFresh(new Set(bell.data.notifications.filter((n) => !n.read).map((n) => n.id)));
    void api('POST /api/notifications/read').then(() => {
      queryClient.setQueryData(
        bellQuery.queryKey,
        (d) => d && { unread: 0, notifications: d.notifications.map((n) => ({ ...n, read: true })) },
      );
      setSessionUser({ ...user, unread: 0 });
    });
  }, [unread, bell.data, user]);

  if (bell.isPending && user.role !== 'school')
    return <p className="mt-2 text-sm text-stone-600">{dashboardText('dashboard.notifications_loading')}</p>;
  const list = bell.data?.notifications ?? [];
  if (list.length === 0)
    return <p className="mt-2 text-sm text-stone-600">{dashboardText('dashboard.notifications_empty')}</p>;
  return (
    <ul className="mt-2 flex flex-col divide-y divide-stone-200">
      {list.map((n) => (
        <li key={n.id} className="flex flex-col gap-0.5 py-2" data-testid="notification">
          <p className="text-sm font-semibold">
            {fresh.has(n.id) && (
              <span className="mr-1 rounded bg-emerald-100 px-1 text-xs text-emerald-900">
                {dashboardText('dashboard.new')}
              </span>
            )}
            {MESSAGE_KIND_NAMES[n.kind]}
            {n.day && ` · ${formatMessageDay(n.day)}`}
          </p>
          {n.body && <p className="text-sm break-words whitespace-pre-line text-stone-800">{n.body}</p>}
          <p className="text-xs text-stone-600">
            {n.school} · {formatDayTime(n.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
