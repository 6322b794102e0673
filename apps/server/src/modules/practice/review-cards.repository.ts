import type { ReviewState } from '@provisoire/domain';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { reviewCards } from '../../db/schema.ts';
import { epochMs } from './epoch-ms.ts';

/** The mistakes that come back: each question's review state and when it is due again. */
export function createReviewCardsRepository(db: Queryable) {
  return {
    /** When each question in the learner's mistakes is due (ms). */
    async dueTimes(userId: string) {
      const rows = await db
        .select({ id: reviewCards.questionId, due: epochMs(reviewCards.due) })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId));
      return new Map(rows.map((r) => [r.id, r.due]));
    },

    async mistakes(userId: string, now: Date) {
      const [row] = await db
        .select({ total: count(), due: sql<number>`count(*) FILTER (WHERE ${reviewCards.due} <= ${now})::int` })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId));
      return { due: row?.due ?? 0, total: row?.total ?? 0 };
    },

    /** The learner's mistakes, the soonest due first, at most `limit`, each row with how many there are in all. */
    async mistakeList(userId: string, limit: number) {
      return db
        .select({ id: reviewCards.questionId, due: reviewCards.due, total: sql<number>`(count(*) OVER ())::int` })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId))
        .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
        .limit(limit);
    },

    async dueCount(userId: string, now: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)));
      return row?.n ?? 0;
    },

    /** The learner's cards of these questions (those in the mistakes). */
    async cards(userId: string, questionIds: readonly string[]) {
      const rows = questionIds.length
        ? await db
            .select()
            .from(reviewCards)
            .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, [...questionIds])))
        : [];
      return new Map(
        rows.map((r): [string, ReviewState] => [
          r.questionId,
          { card: r.card, rightSince: r.rightSince?.toISOString() ?? null },
        ]),
      );
    },

    /** Writes the cards that stay in the mistakes and removes the learnt ones. */
    async saveCards(userId: string, kept: ReadonlyMap<string, ReviewState>, learnt: readonly string[]) {
      if (learnt.length > 0)
        await db
          .delete(reviewCards)
          .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, [...learnt])));
      if (kept.size === 0) return;
      await db
        .insert(reviewCards)
        .values(
          [...kept].map(([questionId, s]) => ({
            userId,
            questionId,
            card: s.card,
            due: new Date(s.card.due),
            rightSince: s.rightSince === null ? null : new Date(s.rightSince),
          })),
        )
        .onConflictDoUpdate({
          target: [reviewCards.userId, reviewCards.questionId],
          set: {
            card: sql`excluded.card`,
            due: sql`excluded.due`,
            rightSince: sql`excluded.right_since`,
          },
        });
    },
  };
}
