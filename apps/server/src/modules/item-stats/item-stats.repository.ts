import { type ItemCounters, sumCounters } from '@provisoire/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { questionStats } from '../../db/schema.ts';

/** Rows a statement: far under PostgreSQL's 65,535 parameters at nine a row. */
const ROWS_A_STATEMENT = 1000;

/** An int[] as one parameter (drizzle would spread a JS array into a list). */
const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** The questions' shared counters for the item analysis (`question_stats`). */
export function createItemStatsRepository(db: Queryable) {
  return {
    /**
     * Adds to the counters of these questions, in the caller's transaction. Increments, so gradings at
     * the same time all count; rows in question order, so two gradings sharing questions lock them in the
     * same order and never wait on each other in a circle. The same question twice is summed first (one
     * statement may not update a row twice).
     */
    async add(counters: readonly ItemCounters[]) {
      const byQuestion = new Map<string, ItemCounters>();
      for (const c of counters) {
        const before = byQuestion.get(c.questionId);
        byQuestion.set(c.questionId, before ? sumCounters(before, c) : c);
      }
      const sorted = [...byQuestion.values()].sort((a, b) => a.questionId.localeCompare(b.questionId));
      for (let i = 0; i < sorted.length; i += ROWS_A_STATEMENT) {
        const rows = sorted
          .slice(i, i + ROWS_A_STATEMENT)
          .map(
            (c) =>
              sql`(${c.questionId}, ${c.asked}::int, ${c.right}::int, ${intArray(c.picks)}, ${c.examAnswers}::int, ${c.examRight}::int, ${c.sumRest}::float8, ${c.sumRestSq}::float8, ${c.sumRightRest}::float8)`,
          );
        await db.execute(sql`
          INSERT INTO question_stats AS s
            (question_id, asked, "right", picks, exam_answers, exam_right, sum_rest, sum_rest_sq, sum_right_rest)
          VALUES ${sql.join(rows, sql`, `)}
          ON CONFLICT (question_id) DO UPDATE SET
            asked = s.asked + excluded.asked,
            "right" = s."right" + excluded."right",
            picks = ARRAY(
              SELECT coalesce(a, 0) + coalesce(b, 0)
              FROM unnest(s.picks, excluded.picks) WITH ORDINALITY AS p (a, b, i) ORDER BY i),
            exam_answers = s.exam_answers + excluded.exam_answers,
            exam_right = s.exam_right + excluded.exam_right,
            sum_rest = s.sum_rest + excluded.sum_rest,
            sum_rest_sq = s.sum_rest_sq + excluded.sum_rest_sq,
            sum_right_rest = s.sum_right_rest + excluded.sum_right_rest`);
      }
    },

    /** Every question's counters: one row a question of the bank at most, however many exams. */
    async all(): Promise<ItemCounters[]> {
      return db.select().from(questionStats);
    },
  };
}
