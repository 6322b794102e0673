import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { rateLimits } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export interface Limit {
  /** What is counted, e.g. `login:pair:<email>|<address>`. */
  key: string;
  max: number;
  windowMs: number;
}

/** `retryAfter` in whole seconds, when refused. */
export type Taken = { allowed: true } | { allowed: false; retryAfter: number };

// Counters are deleted a day after their window started: the longest window in use is a day.
const KEEP_MS = 24 * 3_600_000;

/**
 * Fixed-window counters in PostgreSQL, so every instance shares them. A try is counted before it is
 * checked, in one statement (the row lock of the upsert orders parallel callers), so a burst of
 * parallel calls gets at most `max` through.
 */
export function createRateLimits(db: Queryable) {
  async function take({ key, max, windowMs }: Limit, now: Date): Promise<Taken> {
    const restart = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${restart} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${restart} THEN ${now} ELSE ${rateLimits.windowStartedAt} END`,
        },
      })
      .returning();
    if (!row || row.hits <= max) return { allowed: true };
    const ends = row.windowStartedAt.getTime() + windowMs;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
  }

  return {
    take,

    /** Counts one try against each limit in turn, or refuses with 429 `too_many_attempts` at the first one over. */
    async enforce(limits: Limit[], now: Date) {
      for (const limit of limits) {
        const taken = await take(limit, now);
        if (!taken.allowed) throw new AppError('too_many_attempts', 429, { retryAfter: taken.retryAfter });
      }
    },

    /**
     * Hands back one try on each key (a sign-in that turned out right should not count against its
     * address). The rows are locked in the order of their keys first: two callers handing back the same
     * keys in one statement would otherwise lock them in the order each scan met them, and deadlock.
     */
    async giveBack(keys: string[]) {
      if (keys.length === 0) return;
      const locked = db
        .$with('locked')
        .as(
          db
            .select({ key: rateLimits.key })
            .from(rateLimits)
            .where(inArray(rateLimits.key, keys))
            .orderBy(rateLimits.key)
            .for('update'),
        );
      await db
        .with(locked)
        .update(rateLimits)
        .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
        .where(inArray(rateLimits.key, db.select({ key: locked.key }).from(locked)));
    },

    async reset(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Deletes these keys and every key that starts with one of the prefixes (taken as text, not a pattern). */
    async resetMatching(keys: string[], prefixes: string[]) {
      await db
        .delete(rateLimits)
        .where(or(inArray(rateLimits.key, keys), ...prefixes.map((p) => sql`starts_with(${rateLimits.key}, ${p})`)));
    },

    sweep: (now: Date) =>
      db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - KEEP_MS))),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
