import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { oneTimeTokens } from '../../db/schema.ts';

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

export function createOneTimeTokensRepository(db: Queryable) {
  return {
    async insert(values: {
      tokenHash: string;
      purpose: Purpose;
      userId: string;
      email?: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(oneTimeTokens).values(values);
    },
    /** Whose token this is, read without a lock: to hold the account's row before the token's. */
    async ownerOf(tokenHash: string) {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, tokenHash));
      return row?.userId ?? null;
    },
    /**
     * Marks a live token of one of these purposes used and returns it; null when unknown, used or
     * expired. Single use even under races.
     */
    async consume(tokenHash: string, purposes: Purpose[], now: Date) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            inArray(oneTimeTokens.purpose, purposes),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose, email: oneTimeTokens.email });
      return row ?? null;
    },
    /** Older links stop working when a new one is sent. */
    async revokeAll(userId: string, purpose: Purpose, now: Date) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    },
  };
}
