import {
  type AdminPage,
  type AdminSubscription,
  type AdminUser,
  decodeCursor,
  encodeCursor,
  type ListPosition,
} from '@provisoire/domain';
import type pg from 'pg';
import { presentPeriod } from '../subscriptions/subscriptions.service.ts';
import {
  type ListQuery,
  type SubscriptionListRow,
  subscriptionsQuery,
  type UserListRow,
  usersQuery,
} from './admin-lists.sql.ts';

interface PageArgs {
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export const presentUserRow = (r: UserListRow): AdminUser => ({
  id: r.id,
  displayName: r.display_name,
  email: r.email,
  phone: r.phone,
  role: r.role,
  place: r.cell ? [r.province, r.district, r.sector, r.cell].join(', ') : null,
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

/** The admin's lists of users and subscriptions, a page at a time. */
export function createAdminLists(pool: pg.Pool, clock: () => Date) {
  async function page<Row extends { id: string; position: string }, Shown>(
    query: (args: { q?: string | undefined; after: ListPosition | null; limit: number }) => ListQuery,
    present: (row: Row) => Shown,
    { q, cursor, limit }: PageArgs,
  ): Promise<AdminPage<Shown>> {
    // One row more than asked tells whether another page follows.
    const { text, values } = query({ q, after: cursor ? decodeCursor(cursor) : null, limit: limit + 1 });
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
  };
}

export type AdminLists = ReturnType<typeof createAdminLists>;
