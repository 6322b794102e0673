import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { lessonReads, questionAnswers } from '../../db/schema.ts';

export type AnswerRow = typeof questionAnswers.$inferSelect;
export type NewAnswer = typeof questionAnswers.$inferInsert;

/** Every answer given (practice, self-check, exam), and the lessons opened. */
export function createAnswersRepository(db: Queryable) {
  return {
    /** Null when this answer was given before: the same request, or the same question of a self-check. */
    async insertAnswer(answer: NewAnswer) {
      const [row] = await db.insert(questionAnswers).values(answer).onConflictDoNothing().returning();
      return row ?? null;
    },

    async insertAnswers(answers: NewAnswer[]) {
      if (answers.length > 0) await db.insert(questionAnswers).values(answers);
    },

    async answerGiven(userId: string, requestId: string, check?: { id: string; questionId: string }) {
      const [row] = await db
        .select()
        .from(questionAnswers)
        .where(
          check
            ? sql`${questionAnswers.userId} = ${userId} AND (${questionAnswers.requestId} = ${requestId} OR (${questionAnswers.checkId} = ${check.id} AND ${questionAnswers.questionId} = ${check.questionId}))`
            : and(eq(questionAnswers.userId, userId), eq(questionAnswers.requestId, requestId)),
        )
        .orderBy(asc(questionAnswers.answeredAt))
        .limit(1);
      return row ?? null;
    },

    async lessonsOpened(userId: string) {
      const rows = await db
        .select({ id: lessonReads.lessonId })
        .from(lessonReads)
        .where(eq(lessonReads.userId, userId));
      return new Set(rows.map((r) => r.id));
    },
  };
}
