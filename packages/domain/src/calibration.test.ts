import { describe, expect, it } from 'vitest';
import { CALIBRATION, type CalibrationGroup, calibrationReport } from './calibration.ts';

/** Exams, each [chance shown or null, passed], summed as the database does. */
function group(
  tenth: number | null,
  band: CalibrationGroup['band'],
  exams: [number | null, boolean][],
): CalibrationGroup {
  const shown = exams.filter(([p]) => p !== null) as [number, boolean][];
  return {
    tenth,
    band,
    exams: exams.length,
    shown: shown.length,
    shownSum: shown.reduce((s, [p]) => s + p, 0),
    shownPasses: shown.filter(([, y]) => y).length,
    passes: exams.filter(([, y]) => y).length,
    squaredError: shown.reduce((s, [p, y]) => s + (p - Number(y)) ** 2, 0),
  };
}

describe('calibrationReport', () => {
  // Four exams with a chance shown: 0.25 (failed), 0.35 (passed), 0.85 (passed), 0.85 (failed); and two
  // withheld exams, one passed. Brier: (0.0625 + 0.4225 + 0.0225 + 0.7225) / 4 = 0.3075. The base rate
  // of the shown exams is 2/4, so a constant 0.5 scores 0.25 on each: 0.25.
  const groups = [
    group(2, 'most', [[0.25, false]]),
    group(3, 'all', [[0.35, true]]),
    group(8, 'all', [
      [0.85, true],
      [0.85, false],
    ]),
    group(null, 'little', [[null, false]]),
    group(null, 'some', [[null, true]]),
  ];
  const report = calibrationReport(groups);

  it('scores the shown chances against always saying the base rate', () => {
    expect(report).toMatchObject({ exams: 6, shown: 4, baseRate: 0.5, enough: false });
    expect(report.brier).toBeCloseTo(0.3075, 10);
    expect(report.constantBrier).toBeCloseTo(0.25, 10);
  });

  it('puts each shown exam in its tenth, with the mean shown and the real pass rate', () => {
    expect(report.tenths).toHaveLength(10);
    expect(report.tenths[8]).toEqual({ tenth: 8, exams: 2, meanShown: 0.85, passRate: 0.5, enough: false });
    expect(report.tenths[0]).toEqual({ tenth: 0, exams: 0, meanShown: null, passRate: null, enough: false });
  });

  it('scores each band of coverage on its own exams, the withheld ones counted but not scored', () => {
    const band = (name: string) => report.bands.find((b) => b.band === name);
    expect(band('little')).toEqual({
      band: 'little',
      exams: 1,
      shown: 0,
      passRate: 0,
      brier: null,
      constantBrier: null,
    });
    // 'all': 0.35 passed, 0.85 passed, 0.85 failed: (0.4225 + 0.0225 + 0.7225) / 3; the constant 0.5: 0.25
    expect(band('all')?.brier).toBeCloseTo(1.1675 / 3, 10);
    expect(band('all')?.constantBrier).toBeCloseTo(0.25, 10);
    // 'most': one failed exam shown 0.25; the constant 0.5 scores 0.25 on it
    expect(band('most')).toMatchObject({ exams: 1, shown: 1, passRate: 0, brier: 0.0625, constantBrier: 0.25 });
  });

  it('judges a tenth and the whole only with enough exams', () => {
    const many = calibrationReport([
      group(
        6,
        'all',
        Array.from({ length: CALIBRATION.reportExams }, (_, i) => [0.65, i % 3 !== 0] as [number, boolean]),
      ),
    ]);
    expect(many.enough).toBe(true);
    expect(many.tenths[6]?.enough).toBe(true);
    expect(calibrationReport([]).enough).toBe(false);
    expect(calibrationReport([])).toMatchObject({ baseRate: null, brier: null, constantBrier: null });
  });
});
