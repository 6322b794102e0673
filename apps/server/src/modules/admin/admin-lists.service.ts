import {
  type AdminAuditEntry,
  type AdminPage,
  type AdminPayment,
  type AdminSubscription,
  type AdminUser,
  decodeCursor,
  encodeCursor,
  type ListPosition,
  type PaymentState,
  provinceName,
} from '@provisoire/domain';
import type pg from 'pg';
import { presentPeriod } from '../subscriptions/subscriptions.service.ts';
import { type AuditListRow, auditQuery } from './admin-audit.sql.ts';
import {
  type ListQuery,
  type SubscriptionListRow,
  subscriptionsQuery,
  type UserListRow,
  usersQuery,
} from './admin-lists.sql.ts';
import { type PaymentListRow, paymentsQuery } from './admin-payments.sql.ts';

interface PageArgs {
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  status?: PaymentState | undefined;
  paymentId?: string | undefined;
}

type QueryArgs = Omit<PageArgs, 'cursor'> & { after: ListPosition | null };

const presentUserRow = (r: UserListRow): AdminUser => ({
  id: r.id,
  displayName: r.display_name,
  email: r.email,
  phone: r.phone,
  role: r.role,
  place: r.province && r.cell ? [provinceName(r.province), r.district, r.sector, r.cell].join(', ') : null,
  createdAt: r.created_at.toISOString(),
});

export const presentSubscriptionRow = (r: SubscriptionListRow, now: Date): AdminSubscription => {
  const shown = presentPeriod({ plan: r.plan, startAt: r.start_at, endAt: r.end_at }, now);
  return {
    userId: r.id,
    displayName: r.display_name,
    email: r.email,
    phone: r.phone,
    ...shown,
    lastAmount: r.last_amount,
  };
};

const presentPaymentRow = (r: PaymentListRow): AdminPayment => ({
  id: r.id,
  userId: r.user_id,
  displayName: r.display_name,
  phone: r.phone,
  plan: r.plan,
  amount: r.amount,
  currency: r.currency,
  method: r.method,
  status: r.status,
  reference: r.provider_ref,
  transactionId: r.provider_transaction_id,
  failureReason: r.failure_reason,
  createdAt: r.created_at.toISOString(),
  settledAt: r.settled_at?.toISOString() ?? null,
  cancelledAt: r.cancelled_at?.toISOString() ?? null,
});

const presentAuditRow = (r: AuditListRow): AdminAuditEntry => ({
  id: r.id,
  action: r.action,
  at: r.created_at.toISOString(),
  actor: r.actor_id ? { id: r.actor_id, displayName: r.actor_name ?? '' } : null,
  learner: r.learner_id ? { id: r.learner_id, displayName: r.learner_name ?? '' } : null,
  details: r.details,
});

/** The admin's lists (users, subscriptions, payments, the audit log), a page at a time. */
export function createAdminLists(pool: pg.Pool, clock: () => Date) {
  async function page<Row extends { id: string; position: string }, Shown>(
    query: (args: QueryArgs) => ListQuery,
    present: (row: Row) => Shown,
    { cursor, limit, ...filters }: PageArgs,
  ): Promise<AdminPage<Shown>> {
    // One row more than asked tells whether another page follows.
    const { text, values } = query({ ...filters, after: cursor ? decodeCursor(cursor) : null, limit: limit + 1 });
    const { rows } = await pool.query<Row>(text, values);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      rows: shown.map(present),
      nextCursor: rows.length > limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
    };
  }

  return {
    users: (args: PageArgs) => page<UserListRow, AdminUser>(usersQuery, presentUserRow, args),
    subscriptions: (args: PageArgs) => {
      const now = clock();
      return page<SubscriptionListRow, AdminSubscription>(
        subscriptionsQuery,
        (row) => presentSubscriptionRow(row, now),
        args,
      );
    },
    payments: (args: PageArgs) => page<PaymentListRow, AdminPayment>(paymentsQuery, presentPaymentRow, args),
    audit: (args: PageArgs) => page<AuditListRow, AdminAuditEntry>(auditQuery, presentAuditRow, args),
  };
}

export type AdminLists = ReturnType<typeof createAdminLists>;
