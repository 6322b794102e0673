import type { LessonEvidence, ReviewState } from '@provisoire/domain';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import {
  lessonEvidence,
  lessonReads,
  questionAnswers,
  questionsSeen,
  reviewCards,
  selfChecks,
} from '../../db/schema.ts';

export type AnswerRow = typeof questionAnswers.$inferSelect;
export type NewAnswer = typeof questionAnswers.$inferInsert;

/** A learner's memory of the bank: what they saw, answered, missed, and the evidence readiness reads. */
export function createLearningRepository(db: Queryable) {
  return {
    /** When the learner last saw each question (ms since the epoch). */
    async seenAt(userId: string) {
      const rows = await db
        .select({ id: questionsSeen.questionId, at: questionsSeen.seenAt })
        .from(questionsSeen)
        .where(eq(questionsSeen.userId, userId));
      return new Map(rows.map((r) => [r.id, r.at.getTime()]));
    },

    /** An exam showed these questions: seen, though not answered yet. */
    async markSeen(userId: string, ids: readonly string[], at: Date) {
      if (ids.length === 0) return;
      await db
        .insert(questionsSeen)
        .values([...ids].sort().map((questionId) => ({ userId, questionId, seenAt: at })))
        .onConflictDoUpdate({
          target: [questionsSeen.userId, questionsSeen.questionId],
          set: { seenAt: sql`excluded.seen_at` },
        });
    },

    /**
     * One more answer to a question; how many the learner has given to it, this one included. The row
     * stays locked until the transaction ends, so answers to one question by one learner take turns.
     */
    async countAnswer(userId: string, questionId: string, at: Date) {
      const [row] = await db
        .insert(questionsSeen)
        .values({ userId, questionId, seenAt: at, answers: 1 })
        .onConflictDoUpdate({
          target: [questionsSeen.userId, questionsSeen.questionId],
          set: { seenAt: sql`excluded.seen_at`, answers: sql`${questionsSeen.answers} + 1` },
        })
        .returning({ answers: questionsSeen.answers });
      return row!.answers;
    },

    /** When each question in the learner's mistakes is due (ms). */
    async dueTimes(userId: string) {
      const rows = await db
        .select({ id: reviewCards.questionId, due: reviewCards.due })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId));
      return new Map(rows.map((r) => [r.id, r.due.getTime()]));
    },

    async mistakes(userId: string, now: Date) {
      const [row] = await db
        .select({ total: count(), due: sql<number>`count(*) FILTER (WHERE ${reviewCards.due} <= ${now})::int` })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId));
      return { due: row?.due ?? 0, total: row?.total ?? 0 };
    },

    async dueCount(userId: string, now: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)));
      return row?.n ?? 0;
    },

    async card(userId: string, questionId: string): Promise<ReviewState | null> {
      const [row] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
      return row ? { card: row.card, rightDays: row.rightDays, lastRightDay: row.lastRightDay } : null;
    },

    async saveCard(userId: string, questionId: string, state: ReviewState | null) {
      const where = and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId));
      if (!state) return void (await db.delete(reviewCards).where(where));
      const values = {
        card: state.card,
        due: new Date(state.card.due),
        rightDays: state.rightDays,
        lastRightDay: state.lastRightDay,
      };
      await db
        .insert(reviewCards)
        .values({ userId, questionId, ...values })
        .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.questionId], set: values });
    },

    async evidence(userId: string): Promise<LessonEvidence[]> {
      const rows = await db.select().from(lessonEvidence).where(eq(lessonEvidence.userId, userId));
      return rows.map(({ userId: _, lessonId, ...rest }) => ({ lesson: lessonId, ...rest }));
    },

    /** The evidence of several learners at once (a school's list), by learner. */
    async evidenceOf(userIds: readonly string[]) {
      const by = new Map<string, LessonEvidence[]>();
      if (userIds.length === 0) return by;
      const rows = await db
        .select()
        .from(lessonEvidence)
        .where(inArray(lessonEvidence.userId, [...userIds]));
      for (const { userId, lessonId, ...rest } of rows)
        by.set(userId, [...(by.get(userId) ?? []), { lesson: lessonId, ...rest }]);
      return by;
    },

    /** A lesson's evidence, its row made first if missing so that it can be locked until the transaction ends. */
    async lockEvidence(userId: string, lesson: number): Promise<LessonEvidence | null> {
      await db
        .insert(lessonEvidence)
        .values({ userId, lessonId: lesson, weight: 0, right: 0, at: null, answers: 0 })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(lessonEvidence)
        .where(and(eq(lessonEvidence.userId, userId), eq(lessonEvidence.lessonId, lesson)))
        .for('update');
      return row && row.answers > 0
        ? { lesson, weight: row.weight, right: row.right, at: row.at, answers: row.answers }
        : null;
    },

    async saveEvidence(userId: string, e: LessonEvidence) {
      await db
        .update(lessonEvidence)
        .set({ weight: e.weight, right: e.right, at: e.at, answers: e.answers })
        .where(and(eq(lessonEvidence.userId, userId), eq(lessonEvidence.lessonId, e.lesson)));
    },

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

    async lessonsOpened(userId: string) {
      const rows = await db
        .select({ id: lessonReads.lessonId })
        .from(lessonReads)
        .where(eq(lessonReads.userId, userId));
      return new Set(rows.map((r) => r.id));
    },
  };
}
