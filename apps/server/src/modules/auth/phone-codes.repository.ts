import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { phoneCodes } from '../../db/schema.ts';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

// Kept a day after they end, for the operator who looks into a learner's "I never got the code".
const KEEP_MS = 24 * 3_600_000;

export function createPhoneCodesRepository(db: Queryable) {
  return {
    async insert(values: typeof phoneCodes.$inferInsert) {
      const [row] = await db.insert(phoneCodes).values(values).returning();
      if (!row) throw new Error('phone code insert returned no row');
      return row;
    },
    /**
     * Counts a try on a code not used yet, of this purpose and account, before it is checked: the row
     * lock orders parallel tries, so however many arrive at once, each sees its own count. Null when
     * there is no such code (a try through the other route, or by another account, counts nothing).
     */
    async countTry(id: string, purpose: PhoneCodeRow['purpose'], userId: string | null) {
      const [row] = await db
        .update(phoneCodes)
        .set({ tries: sql`${phoneCodes.tries} + 1` })
        .where(
          and(
            eq(phoneCodes.id, id),
            eq(phoneCodes.purpose, purpose),
            userId === null ? isNull(phoneCodes.userId) : eq(phoneCodes.userId, userId),
            isNull(phoneCodes.usedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** An account's pending add-a-number codes stop working (its e-mail's owner took it back). */
    async revokePendingOf(userId: string, at: Date) {
      await db
        .update(phoneCodes)
        .set({ usedAt: at })
        .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)));
    },
    /** Uses the code once: null when another request used it first. */
    async markUsed(id: string, at: Date) {
      const [row] = await db
        .update(phoneCodes)
        .set({ usedAt: at })
        .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
        .returning();
      return row ?? null;
    },
    sweep: (now: Date) => db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, new Date(now.getTime() - KEEP_MS))),
  };
}
