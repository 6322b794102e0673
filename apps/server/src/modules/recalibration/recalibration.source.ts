import { fitRecalibration, HOUR_MS, MINUTE_MS, NO_RECALIBRATION, type Recalibration } from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * The exams the correction is fitted on: finished by the learner (a timed-out exam is mostly one left
 * half-done) and not a retry (its review showed the keys), grouped by the model's chance to the
 * percent. One scan of exam_attempts an hour per instance (bench/admin-insights.ts).
 */
const GROUPS = `SELECT
    avg(readiness_model)::float8 AS probability,
    count(*)::int AS exams,
    (count(*) FILTER (WHERE passed))::int AS passes
  FROM exam_attempts
  WHERE finished_at < $1 AND readiness_model IS NOT NULL AND retry_of IS NULL AND timed_out IS NOT TRUE
  GROUP BY round(readiness_model * 100)`;

/** Exams finished this close to the hour's turn may still be committing as an instance reads. */
const SETTLE_MS = 5 * MINUTE_MS;

export async function readRecalibration(pool: pg.Pool, before: Date): Promise<Recalibration> {
  const { rows } = await pool.query<{ probability: number; exams: number; passes: number }>(GROUPS, [before]);
  return fitRecalibration(rows);
}

/**
 * The correction in force: fitted on the exams finished before the last hour's turn (less a settling
 * margin), so every instance fits the same exams and shows the same chance. Read once an hour, the
 * readers of one hour sharing one read; if it fails, the last correction stays.
 */
export function createRecalibrationSource(pool: pg.Pool, clock: () => Date, log: FastifyBaseLogger) {
  let last: Recalibration = NO_RECALIBRATION;
  let held: { before: number; fit: Promise<Recalibration> } | null = null;
  return (): Promise<Recalibration> => {
    const before = Math.floor(clock().getTime() / HOUR_MS) * HOUR_MS - SETTLE_MS;
    if (held?.before !== before) {
      const fit = readRecalibration(pool, new Date(before)).then(
        (read) => {
          last = read;
          return read;
        },
        (error: unknown) => {
          log.error({ err: error }, 'readiness correction not read; the last one stays');
          if (held?.before === before) held = null;
          return last;
        },
      );
      held = { before, fit };
    }
    return held.fit;
  };
}

export type RecalibrationSource = ReturnType<typeof createRecalibrationSource>;
