import type {
  AdminAuditEntry,
  AdminOverview,
  AdminPage,
  AdminPayment,
  AdminSchool,
  AdminSubscription,
  AdminUser,
  FailingDelivery,
  PaymentState,
  SubscriptionView,
} from '@provisoire/domain';
import { ADMIN_NEXT_PAGE } from '@provisoire/domain';
import type { GrantInput } from '@provisoire/domain/admin-schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiWith } from '../../lib/api-client.ts';
import { SCHOOL_API_TEXTS } from '../school/school-api-texts.ts';
import { ADMIN_API_TEXTS } from './admin-api-texts.ts';

/** The admin's calls: their errors carry the texts of the admin's and the schools' answers. */
const api = apiWith({ ...ADMIN_API_TEXTS, ...SCHOOL_API_TEXTS });

export interface AdminLists {
  users: AdminUser;
  subscriptions: AdminSubscription;
  payments: AdminPayment;
  audit: AdminAuditEntry;
}
export type AdminListName = keyof AdminLists;

/** An admin list, 20 rows then 10 more a page, narrowed by a search (and the payments by state). */
export const adminListQuery = <Name extends AdminListName>(
  name: Name,
  filters: { q?: string; status?: PaymentState | '' } = {},
) =>
  infiniteQueryOptions({
    queryKey: ['admin', name, filters],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.q) params.set('q', filters.q);
      if (filters.status) params.set('status', filters.status);
      if (pageParam) params.set('cursor', pageParam);
      if (pageParam) params.set('limit', String(ADMIN_NEXT_PAGE));
      return api<AdminPage<AdminLists[Name]>>('GET', `/api/admin/${name}?${params}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
  });

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => api<AdminOverview>('GET', '/api/admin/overview'),
});

/** Mail and SMS that keep failing: empty while every message leaves. */
export const failingDeliveriesQuery = queryOptions({
  queryKey: ['admin', 'deliveries'],
  queryFn: () => api<{ deliveries: FailingDelivery[] }>('GET', '/api/admin/deliveries'),
});

/** The CSV files: a plain link, so the browser downloads the stream itself. */
export const exportHref = (name: AdminListName) => `/api/admin/${name}.csv`;

export const grantSubscription = (userId: string, input: GrantInput) =>
  api<{ subscription: SubscriptionView }>('POST', `/api/admin/users/${encodeURIComponent(userId)}/grants`, input);

export const checkPayment = (id: string) =>
  api<AdminPayment>('POST', `/api/admin/payments/${encodeURIComponent(id)}/check`);

export const schoolsQuery = queryOptions({
  queryKey: ['admin', 'schools'],
  queryFn: () => api<{ schools: AdminSchool[] }>('GET', '/api/admin/schools').then((a) => a.schools),
});

export const decideSchool = (id: string, body: { decision: 'approve' | 'reject'; reason?: string }) =>
  api('POST', `/api/admin/schools/${encodeURIComponent(id)}/decision`, body);
