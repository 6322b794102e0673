import type { NotificationView } from '@provisoire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The bell: the school's messages to this learner, and how many are unread. */
export const bellQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api<{ notifications: NotificationView[]; unread: number }>('GET', '/api/notifications'),
  staleTime: 60_000,
});
