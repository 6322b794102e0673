import { type ListPosition, type PlanCode, type Role, searchPatterns } from '@provisoire/domain';

/** One query of an admin list: the page's, or with no limit the export's (streamed). */
export interface ListQuery {
  text: string;
  values: unknown[];
}

export interface ListArgs {
  q?: string | undefined;
  after?: ListPosition | null;
  /** Rows to read; none for the export, which reads them all. */
  limit?: number;
}

// The position of a row, to the microsecond, for the cursor of the page it ends.
export const position = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position`;

// $1 name or e-mail pattern, $2 phone digits pattern, $3 and $4 the position after which the page
// starts, $5 how many rows (none: all of them).
export const WHERE = `($1::text IS NULL OR u.display_name ILIKE $1 OR u.email ILIKE $1 OR u.phone LIKE $2)`;

export function args({ q, after, limit }: ListArgs) {
  const search = searchPatterns(q);
  return [search?.text ?? null, search?.digits ?? null, after?.at ?? null, after?.id ?? null, limit ?? null];
}

/** Every account (learners, schools, admins), newest first. */
export const usersQuery = (list: ListArgs): ListQuery => ({
  // a school's account has no phone of its own: the school's number is the one to call
  text: `SELECT u.id, u.display_name, u.email,
      COALESCE(u.phone, (SELECT s.phone FROM schools s WHERE s.owner_id = u.id)) AS phone,
      u.role, u.province, u.district, u.sector, u.cell, u.created_at,
      ${position('u.created_at')}
    FROM users u
    WHERE ${WHERE} AND ($3::timestamptz IS NULL OR (u.created_at, u.id) < ($3, $4::uuid))
    ORDER BY u.created_at DESC, u.id DESC LIMIT $5`,
  values: args(list),
});

/** Subscriptions with their learner and the amount of the learner's last paid payment, newest first. */
export const subscriptionsQuery = (list: ListArgs): ListQuery => ({
  text: `SELECT s.user_id AS id, u.display_name, u.email, u.phone, s.plan, s.start_at, s.end_at, s.created_at,
      ${position('s.created_at')},
      (SELECT p.amount FROM payments p WHERE p.user_id = s.user_id AND p.status = 'paid'
        ORDER BY p.settled_at DESC NULLS LAST, p.created_at DESC LIMIT 1) AS last_amount
    FROM subscriptions s JOIN users u ON u.id = s.user_id
    WHERE ${WHERE} AND ($3::timestamptz IS NULL OR (s.created_at, s.user_id) < ($3, $4::uuid))
    ORDER BY s.created_at DESC, s.user_id DESC LIMIT $5`,
  values: args(list),
});

export interface UserListRow {
  id: string;
  display_name: string;
  email: string | null;
  phone: string | null;
  role: Role;
  province: string | null;
  district: string | null;
  sector: string | null;
  cell: string | null;
  created_at: Date;
  position: string;
}

export interface SubscriptionListRow {
  id: string;
  display_name: string;
  email: string | null;
  phone: string | null;
  plan: PlanCode;
  start_at: Date;
  end_at: Date;
  created_at: Date;
  position: string;
  last_amount: number | null;
}
