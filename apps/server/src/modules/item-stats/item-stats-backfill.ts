import { type ItemCounters, noCounters, sumCounters } from '@provisoire/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { dataMigrations } from '../../db/schema.ts';
import { createItemStatsRepository } from './item-stats.repository.ts';

/** The name this backfill is recorded under in `data_migrations` once done. */
export const ITEM_STATS_BACKFILL = 'question_stats_from_answers';
// Any constant but the other start-up locks': instances starting together take turns, and one of them fills.
const BACKFILL_LOCK = 7_214_040;

type ExamGroup = {
  question_id: string;
  /** The text of the choice picked (the paper's choices are shuffled), null where left unanswered. */
  chosen: string | null;
  n: number;
  right: number;
  sum_rest: number;
  sum_rest_sq: number;
  sum_right_rest: number;
};

type FirstGroup = {
  question_id: string;
  choice: number;
  n: number;
  right: number;
};

/**
 * The exams graded so far, by question and choice picked: each question of a finished exam's paper
 * with its answer (none: asked and wrong) and the rest of that exam's score. Retries are left out, as
 * the grading leaves them out.
 */
const EXAM_GROUPS = sql`
  WITH item AS (
    SELECT p.q->>'id' AS question_id,
      p.q->'choices'->>(e.choice::int) AS chosen,
      CASE WHEN e.choice = (p.q->>'correct')::int THEN 1 ELSE 0 END AS right_one,
      a.grade AS grade
    FROM exam_attempts a
    CROSS JOIN LATERAL jsonb_array_elements(a.paper) WITH ORDINALITY AS p (q, n)
    LEFT JOIN exam_answers e ON e.attempt_id = a.id AND e.position = p.n - 1
    WHERE a.finished_at IS NOT NULL AND a.retry_of IS NULL
  )
  SELECT question_id, chosen, count(*)::int AS n, sum(right_one)::int AS right,
    sum(grade - right_one)::float8 AS sum_rest,
    sum((grade - right_one) * (grade - right_one))::float8 AS sum_rest_sq,
    sum(right_one * (grade - right_one))::float8 AS sum_right_rest
  FROM item GROUP BY question_id, chosen`;

/** Each learner's first answer to each question, where it was given in practice or a self-check. */
const FIRST_GROUPS = sql`
  SELECT question_id, choice, count(*)::int AS n, count(*) FILTER (WHERE correct)::int AS right
  FROM (
    SELECT DISTINCT ON (user_id, question_id) question_id, choice, correct, source
    FROM question_answers ORDER BY user_id, question_id, answered_at, id
  ) first
  WHERE source IN ('practice', 'check')
  GROUP BY question_id, choice`;

/**
 * The item analysis keeps counters since issue 39, added to as answers are recorded: they are filled
 * once from every answer given before, before the app listens, in one transaction with the record that
 * it was done. An exam graded meanwhile by an instance of the version before is not counted.
 */
export async function backfillItemStatsOnce(db: Database, bank: readonly { id: string; choices: string[] }[]) {
  const choicesOf = new Map(bank.map((q) => [q.id, q.choices]));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BACKFILL_LOCK})`);
    const [done] = await tx.select().from(dataMigrations).where(eq(dataMigrations.name, ITEM_STATS_BACKFILL));
    if (done) return 0;
    const byQuestion = new Map<string, ItemCounters>();
    const add = (c: ItemCounters) => {
      const before = byQuestion.get(c.questionId);
      byQuestion.set(c.questionId, before ? sumCounters(before, c) : c);
    };
    // A pick as the bank orders the choices now; a question or choice gone from it picks nothing.
    const picks = (questionId: string, index: number, n: number) => {
      const choices = choicesOf.get(questionId)?.length ?? 0;
      return Array.from({ length: choices }, (_, i) => (i === index ? n : 0));
    };
    for (const g of (await tx.execute<ExamGroup>(EXAM_GROUPS)).rows) {
      const index = g.chosen === null ? -1 : (choicesOf.get(g.question_id)?.indexOf(g.chosen) ?? -1);
      add({
        questionId: g.question_id,
        asked: g.n,
        right: g.right,
        picks: picks(g.question_id, index, g.n),
        examAnswers: g.n,
        examRight: g.right,
        sumRest: g.sum_rest,
        sumRestSq: g.sum_rest_sq,
        sumRightRest: g.sum_right_rest,
      });
    }
    for (const g of (await tx.execute<FirstGroup>(FIRST_GROUPS)).rows)
      add({
        ...noCounters(g.question_id),
        asked: g.n,
        right: g.right,
        picks: picks(g.question_id, g.choice, g.n),
      });
    await createItemStatsRepository(tx).add([...byQuestion.values()]);
    await tx.insert(dataMigrations).values({ name: ITEM_STATS_BACKFILL });
    return byQuestion.size;
  });
}
