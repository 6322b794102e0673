import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { authThrottle } from '../../db/schema.ts';

const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
// Per account, few tries; per address, more, since many learners share one (a school, a cyber café).
const LIMITS = { account: 5, ip: 50 } as const;

type Scope = keyof typeof LIMITS;
const keyOf = (scope: Scope, value: string) => `${scope}:${value}`;

/** Counts failed sign-ins per account and per address, and locks either for a while after too many. */
export function createLoginThrottle(db: Database) {
  return {
    /** Seconds until the lock on this account or address ends; 0 when free. */
    async lockedFor(account: string, ip: string, now: Date) {
      const rows = await db
        .select({ lockedUntil: authThrottle.lockedUntil })
        .from(authThrottle)
        .where(
          and(
            inArray(authThrottle.key, [keyOf('account', account), keyOf('ip', ip)]),
            gt(authThrottle.lockedUntil, now),
          ),
        );
      const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
      return until ? Math.ceil((until - now.getTime()) / 1000) : 0;
    },

    async recordFailure(account: string, ip: string, now: Date) {
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      for (const scope of ['account', 'ip'] as const) {
        const key = keyOf(scope, scope === 'account' ? account : ip);
        const restart = sql`${authThrottle.windowStartedAt} < ${windowStart}`;
        const [row] = await db
          .insert(authThrottle)
          .values({ key, failures: 1, windowStartedAt: now })
          .onConflictDoUpdate({
            target: authThrottle.key,
            set: {
              failures: sql`CASE WHEN ${restart} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
              windowStartedAt: sql`CASE WHEN ${restart} THEN ${now} ELSE ${authThrottle.windowStartedAt} END`,
            },
          })
          .returning({ failures: authThrottle.failures });
        if (row && row.failures >= LIMITS[scope]) {
          await db
            .update(authThrottle)
            .set({
              lockedUntil: new Date(now.getTime() + LOCK_MS),
              failures: 0,
              windowStartedAt: now,
            })
            .where(eq(authThrottle.key, key));
        }
      }
    },

    async recordSuccess(account: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, keyOf('account', account)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
