import type { CalibrationReport, CoverageBand } from '@provisoire/domain';
import { stringify } from 'csv-stringify/sync';

// In the page's words, for a spreadsheet: one row per tenth of the chance shown, then one per band of
// coverage. Shares as percentages with one decimal, Brier scores with four; empty where there is no exam.
const BANDS: Record<CoverageBand, string> = {
  little: 'Ibyize munsi ya 50 %',
  some: 'Ibyize 50-90 %',
  most: 'Ibyize 90-99 %',
  all: 'Ibyize byose',
};
const percent = (x: number | null) => (x === null ? '' : (100 * x).toFixed(1));
const score = (x: number | null) => (x === null ? '' : x.toFixed(4));

export function calibrationCsv(report: CalibrationReport) {
  const rows = [
    ...report.tenths.map((t) => [
      'amahirwe yerekanywe',
      `${t.tenth * 10}-${t.tenth * 10 + 10} %`,
      '',
      t.exams,
      percent(t.meanShown),
      percent(t.passRate),
      '',
      '',
    ]),
    ...report.bands.map((b) => [
      'ibyize',
      BANDS[b.band],
      b.exams,
      b.shown,
      '',
      percent(b.passRate),
      score(b.brier),
      score(b.constantBrier),
    ]),
  ];
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [
      'itsinda',
      'igice',
      'ibizamini',
      'ibyerekanywe amahirwe',
      'amahirwe yerekanywe (%)',
      'abatsinze (%)',
      'Brier',
      'Brier y’igipimo kimwe',
    ],
    cast: { number: (n) => String(n) },
  });
}
