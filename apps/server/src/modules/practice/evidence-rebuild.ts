import { partOf, replayEvidence } from '@provisoire/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { dataMigrations, partEvidence, questionAnswers } from '../../db/schema.ts';

/** The name this rebuild is recorded under in `data_migrations` once done. */
export const EVIDENCE_REBUILD = 'part_evidence_from_answers';
// Any constant: instances starting together take turns, and one of them rebuilds.
const REBUILD_LOCK = 7_214_039;
const LEARNERS_A_BATCH = 500;

/**
 * Readiness counts by part of the exam since issue 39 (the road signs apart from the lessons) and credits
 * nothing for a question seen moments before: the stored evidence is rebuilt once from every answer
 * given, before the app listens. A learner who already has the new evidence (answered on a new instance
 * meanwhile) keeps it.
 */
export async function rebuildEvidenceOnce(
  db: Database,
  bank: readonly { id: string; topic: number; sign: string | null }[],
) {
  const partById = new Map(bank.map((q) => [q.id, partOf(q)]));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REBUILD_LOCK})`);
    const [done] = await tx.select().from(dataMigrations).where(eq(dataMigrations.name, EVIDENCE_REBUILD));
    if (done) return 0;
    const learners = await tx.selectDistinct({ id: questionAnswers.userId }).from(questionAnswers);
    for (let i = 0; i < learners.length; i += LEARNERS_A_BATCH) {
      const ids = learners.slice(i, i + LEARNERS_A_BATCH).map((l) => l.id);
      const answers = await tx
        .select({
          userId: questionAnswers.userId,
          questionId: questionAnswers.questionId,
          lesson: questionAnswers.lessonId,
          correct: questionAnswers.correct,
          at: questionAnswers.answeredAt,
        })
        .from(questionAnswers)
        .where(inArray(questionAnswers.userId, ids))
        .orderBy(asc(questionAnswers.userId), asc(questionAnswers.answeredAt));
      const byLearner = new Map<string, typeof answers>();
      for (const a of answers) {
        const history = byLearner.get(a.userId) ?? [];
        history.push(a);
        byLearner.set(a.userId, history);
      }
      const rows = [...byLearner].flatMap(([userId, history]) =>
        replayEvidence(
          // a question no longer in the bank counts in its lesson
          history.map((a) => ({ ...a, part: partById.get(a.questionId) ?? a.lesson })),
        ).map((e) => ({ userId, ...e })),
      );
      if (rows.length > 0) await tx.insert(partEvidence).values(rows).onConflictDoNothing();
    }
    await tx.insert(dataMigrations).values({ name: EVIDENCE_REBUILD });
    return learners.length;
  });
}
