import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { questionsSeen } from '../../db/schema.ts';
import { epochMs } from './epoch-ms.ts';

/** What the learner has seen of the bank: when each question, and how often it was answered. */
export function createSeenRepository(db: Queryable) {
  return {
    /** When the learner last saw each question (ms since the epoch). */
    async seenAt(userId: string) {
      const rows = await db
        .select({ id: questionsSeen.questionId, at: epochMs(questionsSeen.seenAt) })
        .from(questionsSeen)
        .where(eq(questionsSeen.userId, userId));
      return new Map(rows.map((r) => [r.id, r.at]));
    },

    /**
     * The learner saw these questions (an exam showed them, or they were answered): how many answers
     * each has had, these included, and when it was seen before (null the first time). The rows stay
     * locked until the transaction ends, so answers to one question by one learner take turns; they are
     * written in id order, so two transactions never wait on each other in a circle. `before` is read in
     * the statement's snapshot: a row a parallel transaction wrote a moment earlier shows as never seen,
     * but its `answers` counts it.
     */
    async countAnswers(userId: string, seen: readonly { questionId: string; answered: boolean }[], at: Date) {
      if (seen.length === 0) return new Map<string, { answers: number; before: Date | null }>();
      const sorted = [...seen].sort((a, b) => a.questionId.localeCompare(b.questionId));
      const rows = await db.execute<{ id: string; answers: number; before: Date | string | null }>(sql`
        WITH before AS (
          SELECT question_id, seen_at FROM questions_seen
          WHERE user_id = ${userId} AND question_id IN (${sql.join(
            sorted.map((s) => sql`${s.questionId}`),
            sql`, `,
          )})
        )
        INSERT INTO questions_seen (user_id, question_id, seen_at, answers)
        VALUES ${sql.join(
          sorted.map((s) => sql`(${userId}, ${s.questionId}, ${at}, ${s.answered ? 1 : 0})`),
          sql`, `,
        )}
        ON CONFLICT (user_id, question_id)
        DO UPDATE SET seen_at = excluded.seen_at, answers = questions_seen.answers + excluded.answers
        RETURNING question_id AS id, answers,
          (SELECT b.seen_at FROM before b WHERE b.question_id = questions_seen.question_id) AS before`);
      return new Map(
        rows.rows.map((r) => [r.id, { answers: r.answers, before: r.before === null ? null : new Date(r.before) }]),
      );
    },

    /** How many answers each question answered has had (at most one row per question of the bank). */
    async answersByQuestion(userId: string) {
      const rows = await db
        .select({ id: questionsSeen.questionId, answers: questionsSeen.answers })
        .from(questionsSeen)
        .where(and(eq(questionsSeen.userId, userId), gt(questionsSeen.answers, 0)));
      return new Map(rows.map((r) => [r.id, r.answers]));
    },
  };
}
