// Is the readiness we show honest on real exams (issue 39)? Each mock exam keeps the chance of passing
// the learner was shown when it started; this compares those chances with how the exams then ended.

import { NO_RECALIBRATION, type Recalibration } from './recalibration.ts';

/** How much data a figure needs before it is judged. */
export const CALIBRATION = {
  /** Exams a tenth needs before its gap to the real pass rate means anything. */
  tenthExams: 30,
  /** Exams with a chance shown before the page draws any conclusion. */
  reportExams: 100,
} as const;

/** The bands of coverage (the share of the exam the learner's answers covered) the page compares. */
export const COVERAGE_BANDS = [
  { band: 'little', from: 0 },
  { band: 'some', from: 0.5 },
  { band: 'most', from: 0.9 },
  { band: 'all', from: 1 },
] as const;
export type CoverageBand = (typeof COVERAGE_BANDS)[number]['band'];

/** The sums the database keeps for a group of finished exams. */
export interface ExamSums {
  /** Finished exams in the group. */
  exams: number;
  /** Those that started with a chance shown. */
  shown: number;
  /** The chances shown, added up. */
  shownSum: number;
  /** Passed exams that started with a chance shown. */
  shownPasses: number;
  /** Passed exams, with or without a chance shown. */
  passes: number;
  /** (chance shown − passed)² added up: the Brier score's numerator. */
  squaredError: number;
}

export interface CalibrationTenth {
  /** 0 for chances of 0–10 %, …, 9 for 90–100 %. */
  tenth: number;
  exams: number;
  /** Null without exams. */
  meanShown: number | null;
  passRate: number | null;
  /** Whether there are enough exams (`CALIBRATION.tenthExams`) to judge the gap. */
  enough: boolean;
}

export interface CalibrationBand {
  band: CoverageBand;
  exams: number;
  shown: number;
  passRate: number | null;
  /** Over the exams with a chance shown; null without any. */
  brier: number | null;
  /** What always saying `baseRate` would have scored on the same exams. */
  constantBrier: number | null;
}

export interface CalibrationReport {
  /** Whether enough exams had a chance shown to draw a conclusion (`CALIBRATION.reportExams`). */
  enough: boolean;
  exams: number;
  shown: number;
  /** The pass rate of the exams with a chance shown: the constant that the shown chance must beat. */
  baseRate: number | null;
  brier: number | null;
  constantBrier: number | null;
  tenths: CalibrationTenth[];
  bands: CalibrationBand[];
  /** How the same exams correct the model's chance this hour (recalibration.ts). */
  correction: Recalibration;
}

const EMPTY: ExamSums = { exams: 0, shown: 0, shownSum: 0, shownPasses: 0, passes: 0, squaredError: 0 };

const add = (a: ExamSums, b: ExamSums): ExamSums => ({
  exams: a.exams + b.exams,
  shown: a.shown + b.shown,
  shownSum: a.shownSum + b.shownSum,
  shownPasses: a.shownPasses + b.shownPasses,
  passes: a.passes + b.passes,
  squaredError: a.squaredError + b.squaredError,
});

/** Always saying `rate` over `n` exams of which `passes` passed: Σ(rate − y)² / n, from the counts alone. */
const constantScore = (rate: number, n: number, passes: number) =>
  (rate * rate * (n - passes) + (1 - rate) * (1 - rate) * passes) / n;

/** The sums of the finished exams that share a tenth of the chance shown (null: none shown) and a band. */
export interface CalibrationGroup extends ExamSums {
  /** 0 for chances of 0–10 %, …, 9 for 90–100 %; null for exams that started with the chance withheld. */
  tenth: number | null;
  band: CoverageBand;
}

/**
 * The page's figures from the database's sums, grouped by tenth and coverage band; only exams that kept
 * the readiness they started with (those since issue 39) are in them.
 */
export function calibrationReport(
  groups: readonly CalibrationGroup[],
  correction: Recalibration = NO_RECALIBRATION,
): CalibrationReport {
  const sumOf = (keep: (g: CalibrationGroup) => boolean) => groups.filter(keep).reduce(add, EMPTY);
  const all = sumOf(() => true);
  const baseRate = all.shown > 0 ? all.shownPasses / all.shown : null;
  const scoreOf = (s: ExamSums) => ({
    brier: s.shown > 0 ? s.squaredError / s.shown : null,
    constantBrier: s.shown > 0 && baseRate !== null ? constantScore(baseRate, s.shown, s.shownPasses) : null,
  });
  return {
    enough: all.shown >= CALIBRATION.reportExams,
    exams: all.exams,
    shown: all.shown,
    baseRate,
    ...scoreOf(all),
    tenths: Array.from({ length: 10 }, (_, tenth) => {
      const s = sumOf((g) => g.tenth === tenth);
      return {
        tenth,
        exams: s.shown,
        meanShown: s.shown > 0 ? s.shownSum / s.shown : null,
        passRate: s.shown > 0 ? s.shownPasses / s.shown : null,
        enough: s.shown >= CALIBRATION.tenthExams,
      };
    }),
    bands: COVERAGE_BANDS.map(({ band }) => {
      const s = sumOf((g) => g.band === band);
      return { band, exams: s.exams, shown: s.shown, passRate: s.exams > 0 ? s.passes / s.exams : null, ...scoreOf(s) };
    }),
    correction,
  };
}
