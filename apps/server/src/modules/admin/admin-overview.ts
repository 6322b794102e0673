import { buildOverview, type OverviewCounts, overviewStart } from '@provisoire/domain';
import type pg from 'pg';

// Days are Kigali's calendar days (domain/admin-overview.ts); $1 is the first day's midnight there.
const KIGALI_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'Africa/Kigali', 'YYYY-MM-DD')`;

const PAID = `SELECT ${KIGALI_DAY('settled_at')} AS day, plan::text AS plan,
    sum(amount)::int AS revenue, count(*)::int AS payments
  FROM payments WHERE status = 'paid' AND settled_at >= $1 GROUP BY 1, 2`;

const JOINED = `SELECT ${KIGALI_DAY('created_at')} AS day, count(*)::int AS learners
  FROM users WHERE role = 'learner' AND created_at >= $1 GROUP BY 1`;

// Paid time only (bought or granted by hand): a free day is not money.
const ACTIVE = `SELECT count(*)::int AS active FROM subscriptions WHERE end_at > $1 AND plan <> 'trial'`;

/** Money at a glance for the admin home: three grouped reads, the days filled in by the domain. */
export function createAdminOverview(pool: pg.Pool, clock: () => Date) {
  return async () => {
    const now = clock();
    const start = overviewStart(now);
    const [paid, joined, active] = await Promise.all([
      pool.query<OverviewCounts['paid'][number]>(PAID, [start]),
      pool.query<OverviewCounts['joined'][number]>(JOINED, [start]),
      pool.query<{ active: number }>(ACTIVE, [now]),
    ]);
    return buildOverview(now, {
      paid: paid.rows,
      joined: joined.rows,
      activeSubscriptions: active.rows[0]?.active ?? 0,
    });
  };
}

export type AdminOverviewReader = ReturnType<typeof createAdminOverview>;
