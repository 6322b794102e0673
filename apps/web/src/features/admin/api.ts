import type {
  AdminAuditEntry,
  AdminPage,
  AdminPayment,
  AdminSubscription,
  AdminUser,
  PaymentState,
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
      const page = pageParam ? { cursor: pageParam, limit: ADMIN_NEXT_PAGE } : {};
      const route: `GET /api/admin/${AdminListName}` = `GET /api/admin/${name}`;
      return api(route, { query: { ...filters, ...page } }) as Promise<AdminPage<AdminLists[Name]>>;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
  });

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => api('GET /api/admin/overview'),
});

/** Mail and SMS that keep failing: empty while every message leaves. */
export const failingDeliveriesQuery = queryOptions({
  queryKey: ['admin', 'deliveries'],
  queryFn: () => api('GET /api/admin/deliveries'),
});

/** The CSV files: a plain link, so the browser downloads the stream itself. */
export const exportHref = (name: AdminListName) => `/api/admin/${name}.csv`;

export const grantSubscription = (userId: string, input: GrantInput) =>
  api('POST /api/admin/users/:id/grants', { params: { id: userId }, body: input });

export const checkPayment = (id: string) => api('POST /api/admin/payments/:id/check', { params: { id } });

export const schoolsQuery = queryOptions({
  queryKey: ['admin', 'schools'],
  queryFn: () => api('GET /api/admin/schools').then((a) => a.schools),
});

export const decideSchool = (id: string, body: { decision: 'approve' | 'reject'; reason?: string }) =>
  api('POST /api/admin/schools/:id/decision', { params: { id }, body });
