import type { Translation } from '../../i18n/t.ts';
import type { texts } from './calibration-text.ts';

const en: Translation<typeof texts> = {
  title: 'How true the chances are',
  intro:
    'Every mock exam keeps the chance of passing the learner was shown when it started. Here those chances are compared with how the exams ended: if we showed 70 %, about 7 in 10 of those exams should have been passed.',
  too_little:
    'Not enough exams yet to say anything: {shown} started with a chance shown, at least {needed} are needed. The figures here are for now, not a conclusion.',
  better: 'The chances we show beat a constant {rate} % guess (the lower the Brier, the better).',
  worse: 'The chances we show do not beat a constant {rate} % guess: the way they are calculated must be revised.',
  exams: 'Exams finished',
  shown: 'Started with a chance shown',
  base_rate: 'Passed among them',
  brier: 'Brier of the chances shown',
  constant: 'Brier of the constant guess',
  tenths_title: 'By chance shown',
  tenths_note: 'A row with fewer than {needed} exams is not judged. A gap of more than 5 points is marked ⚠.',
  tenth: '{from}–{to} %',
  col_shown: 'Chance',
  col_exams: 'Exams',
  col_mean: 'Mean shown',
  col_passed: 'Passed',
  col_band: 'Studied',
  col_with_chance: 'With a chance',
  off: '⚠ gap of {gap} %',
  few: 'few',
  none: '—',
  bands_title: 'By share of the exam studied',
  bands_note:
    "A chance is shown only when the learner's answers cover at least 90 % of the exam. Exams below that show how those who have not studied everything do.",
  band_little: 'Under 50 %',
  band_some: '50–90 %',
  band_most: '90–99 %',
  band_all: 'All',
  csv: 'Download CSV',
  correction_title: 'Correction in use now',
  correction_none:
    'No correction yet: the chances shown are those the model calculates by itself. Real exams will correct them as they add up.',
  correction_some:
    "Every hour, the model's chances are corrected by how the {exams} exams finished before that hour went. The correction is small when there are few exams. How it changes the chances:",
  correction_row: 'The model says {model} % → we show {shown} %',
  excluded: "Exams that repeat another exam's questions, and those that ended when time ran out, are not counted here.",
};

export default en;
