import type { PartEvidence, ReviewState } from '@provisoire/domain';
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/connect.ts';
import { lessonReads, partEvidence, questionAnswers, questionsSeen, reviewCards, selfChecks } from '../../db/schema.ts';

/** A time as milliseconds since the epoch, a plain number: hundreds of rows need no Date each. */
const epochMs = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

export type AnswerRow = typeof questionAnswers.$inferSelect;
export type NewAnswer = typeof questionAnswers.$inferInsert;

/** A learner's memory of the bank: what they saw, answered, missed, and the evidence readiness reads. */
export function createLearningRepository(db: Queryable) {
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

    async evidence(userId: string): Promise<PartEvidence[]> {
      const rows = await db.select().from(partEvidence).where(eq(partEvidence.userId, userId));
      return rows.map(({ userId: _, ...rest }) => rest);
    },

    /** The evidence of several learners at once (a school's list), by learner. */
    async evidenceOf(userIds: readonly string[]) {
      const by = new Map<string, PartEvidence[]>();
      if (userIds.length === 0) return by;
      const rows = await db
        .select()
        .from(partEvidence)
        .where(inArray(partEvidence.userId, [...userIds]));
      for (const { userId, ...rest } of rows) by.set(userId, [...(by.get(userId) ?? []), rest]);
      return by;
    },

    /**
     * These parts' evidence, locked until the transaction ends: missing rows are made, and existing
     * ones "updated" to themselves, which takes their locks and returns them in one statement. A part
     * with no answer yet is absent from the map.
     */
    async lockEvidence(userId: string, parts: readonly number[]) {
      const rows = await db
        .insert(partEvidence)
        .values(
          [...parts]
            .sort((a, b) => a - b)
            .map((part) => ({ userId, part, weight: 0, right: 0, at: null, answers: 0, firsts: 0 })),
        )
        .onConflictDoUpdate({
          target: [partEvidence.userId, partEvidence.part],
          set: { answers: sql`${partEvidence.answers}` },
        })
        .returning();
      return new Map(
        rows.filter((r) => r.answers > 0).map(({ userId: _, ...rest }): [number, PartEvidence] => [rest.part, rest]),
      );
    },

    async saveEvidence(userId: string, evidence: readonly PartEvidence[]) {
      if (evidence.length === 0) return;
      const rows = evidence.map(
        (e) =>
          sql`(${e.part}::smallint, ${e.weight}::float8, ${e.right}::float8, ${e.at}::timestamptz, ${e.answers}::int, ${e.firsts}::int)`,
      );
      await db.execute(sql`
        UPDATE part_evidence AS e
        SET weight = v.weight, "right" = v.right, at = v.at, answers = v.answers, firsts = v.firsts
        FROM (VALUES ${sql.join(rows, sql`, `)}) AS v (part, weight, "right", at, answers, firsts)
        WHERE e.user_id = ${userId} AND e.part = v.part`);
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

    /** How many answers each question answered has had (at most one row per question of the bank). */
    async answersByQuestion(userId: string) {
      const rows = await db
        .select({ id: questionsSeen.questionId, answers: questionsSeen.answers })
        .from(questionsSeen)
        .where(and(eq(questionsSeen.userId, userId), gt(questionsSeen.answers, 0)));
      return new Map(rows.map((r) => [r.id, r.answers]));
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
