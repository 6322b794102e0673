import type { PartEvidence } from '@provisoire/domain';
import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { examAnswers, examAttempts, subscriptions, users } from '../../db/schema.ts';

export type AttemptRow = typeof examAttempts.$inferSelect;
/** A new attempt: its paper, and what readiness the learner was shown as it started. */
export type NewAttempt = Pick<
  AttemptRow,
  | 'userId'
  | 'paper'
  | 'free'
  | 'startedAt'
  | 'deadline'
  | 'retryOf'
  | 'language'
  | 'readiness'
  | 'readinessModel'
  | 'readinessCoverage'
  | 'readinessRepeats'
  | 'readinessAnswers'
>;

export function createExamsRepository(db: Queryable) {
  return {
    /**
     * What a start or the eligibility reads, in one statement: under a crowd every query waits its turn
     * for a pooled connection, and four made a start cost more than twice an answer's save. The open exam,
     * the subscription's period, whether the free exam was used and, for a start, the learner's readiness
     * evidence and (with `seen`) when they last saw each question (ms). It reads the subscriptions' and
     * learning's tables, which their own modules write.
     */
    async standing(userId: string, reads: { start: boolean; seen: boolean }) {
      const [row] = await db
        .select({
          open: examAttempts,
          start: subscriptions.startAt,
          end: subscriptions.endAt,
          freeUsed: sql<boolean>`exists (select 1 from exam_attempts f where f.user_id = ${userId} and f.free)`,
          evidence: reads.start
            ? sql<
                [number, number, number, number | null, number, number][]
              >`(select coalesce(json_agg(json_build_array(e.part, e.weight, e.right, extract(epoch from e.at) * 1000, e.answers, e.firsts)), '[]') from part_evidence e where e.user_id = ${userId})`
            : sql<null>`null`,
          seen: reads.seen
            ? sql<
                [string, number][]
              >`(select coalesce(json_agg(json_build_array(s.question_id, extract(epoch from s.seen_at) * 1000)), '[]') from questions_seen s where s.user_id = ${userId})`
            : sql<null>`null`,
        })
        .from(users)
        .leftJoin(examAttempts, and(eq(examAttempts.userId, users.id), isNull(examAttempts.finishedAt)))
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .where(eq(users.id, userId));
      return {
        open: row?.open ?? null,
        period: row?.start && row.end ? { start: row.start, end: row.end } : null,
        freeUsed: row?.freeUsed ?? false,
        seen: row?.seen ? new Map(row.seen.map(([id, at]) => [id, Number(at)])) : null,
        evidence: (row?.evidence ?? []).map(
          ([part, weight, right, at, answers, firsts]): PartEvidence => ({
            part,
            weight,
            right,
            at: at === null ? null : new Date(Number(at)),
            answers,
            firsts,
          }),
        ),
      };
    },

    async findOpen(userId: string) {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.userId, userId), isNull(examAttempts.finishedAt)));
      return row ?? null;
    },

    async find(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, id), eq(examAttempts.userId, userId)));
      return row ?? null;
    },

    /**
     * The new attempt, or null when the learner already has an open exam, or a second free one was
     * asked for. Only its id comes back: the paper (13 KB) went one way, not both.
     */
    async insert(values: NewAttempt) {
      const [row] = await db
        .insert(examAttempts)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: examAttempts.id });
      if (!row) return null;
      const unfinished = { finishedAt: null, grade: null, passed: null, timedOut: null };
      return { ...values, ...unfinished, id: row.id } satisfies AttemptRow;
    },

    /**
     * Saves one answer if the exam is open and its time (with the grace) has not run out, in one
     * statement. The attempt row is share-locked: a finish waits for the answers already on their way,
     * and an answer arriving after a finish sees it finished.
     */
    async saveAnswer(a: {
      userId: string;
      attemptId: string;
      position: number;
      choice: number;
      now: Date;
      graceSeconds: number;
    }) {
      const result = await db.execute(sql`
        INSERT INTO exam_answers (attempt_id, position, choice, answered_at)
        SELECT id, ${a.position}, ${a.choice}, ${a.now} FROM exam_attempts
        WHERE id = ${a.attemptId} AND user_id = ${a.userId} AND finished_at IS NULL
          AND ${a.now}::timestamptz <= deadline + make_interval(secs => ${a.graceSeconds})
        FOR SHARE
        ON CONFLICT (attempt_id, position) DO UPDATE SET choice = EXCLUDED.choice, answered_at = EXCLUDED.answered_at
        RETURNING position`);
      return result.rows.length === 1;
    },

    async answers(attemptId: string) {
      return db
        .select({ position: examAnswers.position, choice: examAnswers.choice })
        .from(examAnswers)
        .where(eq(examAnswers.attemptId, attemptId));
    },

    /** The attempt locked until the transaction ends, so it is graded once. */
    async lock(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, id), eq(examAttempts.userId, userId)))
        .for('update');
      return row ?? null;
    },

    async saveGrade(id: string, grade: { finishedAt: Date; grade: number; passed: boolean; timedOut: boolean }) {
      await db.update(examAttempts).set(grade).where(eq(examAttempts.id, id));
    },

    /** Open exams whose time and grace have run out, oldest first. */
    async overdue(cutoff: Date, limit: number) {
      return db
        .select({ id: examAttempts.id, userId: examAttempts.userId })
        .from(examAttempts)
        .where(and(isNull(examAttempts.finishedAt), lt(examAttempts.deadline, cutoff)))
        .orderBy(asc(examAttempts.deadline))
        .limit(limit);
    },

    /** Finished exams, newest first, after the cursor (the last one of the page before). */
    async finished(userId: string, limit: number, before?: { finishedAt: Date; id: string }) {
      return db
        .select()
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.userId, userId),
            isNotNull(examAttempts.finishedAt),
            before
              ? or(
                  lt(examAttempts.finishedAt, before.finishedAt),
                  and(eq(examAttempts.finishedAt, before.finishedAt), lt(examAttempts.id, before.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(examAttempts.finishedAt), desc(examAttempts.id))
        .limit(limit);
    },
  };
}
