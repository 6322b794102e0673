import { type CalibrationGroup, COVERAGE_BANDS, calibrationReport, type Recalibration } from '@provisoire/domain';
import type pg from 'pg';

// The bands start where COVERAGE_BANDS says; the coverage a gate let through at 0.9 - 1e-12 is 0.9's.
const BAND_STARTS = COVERAGE_BANDS.slice(1).map((b) => b.from);

/**
 * Every exam the learner finished (a timed-out one is mostly left half-done) that kept the readiness it
 * started with, retries left out (their review showed the keys), summed by tenth of the chance shown
 * and band of coverage: one scan of exam_attempts, whatever the number of exams
 * (bench/admin-insights.ts). The same exams as the readiness correction is fitted on.
 */
const GROUPS = `SELECT
    least(9, greatest(0, floor(readiness * 10)))::int AS tenth,
    width_bucket(readiness_coverage + 1e-9, $1::float8[]) AS band,
    count(*)::int AS exams,
    count(readiness)::int AS shown,
    coalesce(sum(readiness), 0)::float8 AS shown_sum,
    (count(*) FILTER (WHERE passed AND readiness IS NOT NULL))::int AS shown_passes,
    (count(*) FILTER (WHERE passed))::int AS passes,
    coalesce(sum((readiness - passed::int) ^ 2), 0)::float8 AS squared_error
  FROM exam_attempts
  WHERE finished_at IS NOT NULL AND readiness_coverage IS NOT NULL
    AND retry_of IS NULL AND timed_out IS NOT TRUE
  GROUP BY 1, 2`;

interface GroupRow {
  tenth: number | null;
  band: number;
  exams: number;
  shown: number;
  shown_sum: number;
  shown_passes: number;
  passes: number;
  squared_error: number;
}

/** The real calibration of the readiness shown, so far, and the correction in force. */
export function createCalibrationReader(pool: pg.Pool, correction: () => Promise<Recalibration>) {
  return async () => {
    const [{ rows }, fit] = await Promise.all([pool.query<GroupRow>(GROUPS, [BAND_STARTS]), correction()]);
    const groups: CalibrationGroup[] = rows.map((r) => ({
      tenth: r.tenth,
      band: COVERAGE_BANDS[r.band]!.band,
      exams: r.exams,
      shown: r.shown,
      shownSum: r.shown_sum,
      shownPasses: r.shown_passes,
      passes: r.passes,
      squaredError: r.squared_error,
    }));
    return calibrationReport(groups, fit);
  };
}

export type CalibrationReader = ReturnType<typeof createCalibrationReader>;
