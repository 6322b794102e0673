import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { selfChecks } from '../../db/schema.ts';

/** A lesson's self-check: its questions, its score counted once per answer, the best of each lesson. */
export function createSelfChecksRepository(db: Queryable) {
  return {
    async createCheck(userId: string, lesson: number, questionIds: string[]) {
      const [row] = await db.insert(selfChecks).values({ userId, lessonId: lesson, questionIds }).returning();
      return row!;
    },

    /** The learner's self-check, locked so its score counts each answer once. */
    async lockCheck(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(selfChecks)
        .where(and(eq(selfChecks.id, id), eq(selfChecks.userId, userId)))
        .for('update');
      return row ?? null;
    },

    async scoreCheck(id: string, correct: boolean) {
      const [row] = await db
        .update(selfChecks)
        .set({ answered: sql`${selfChecks.answered} + 1`, right: sql`${selfChecks.right} + ${correct ? 1 : 0}` })
        .where(eq(selfChecks.id, id))
        .returning();
      return row!;
    },

    /** The best finished self-check of each lesson. */
    async checkBests(userId: string, total: number) {
      const rows = await db
        .select({ lesson: selfChecks.lessonId, best: sql<number>`max(${selfChecks.right})::int` })
        .from(selfChecks)
        .where(and(eq(selfChecks.userId, userId), eq(selfChecks.answered, total)))
        .groupBy(selfChecks.lessonId);
      return new Map(rows.map((r) => [r.lesson, r.best]));
    },
  };
}
