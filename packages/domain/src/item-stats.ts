import type { ExamPicture } from './exam.ts';

/**
 * Item analysis for the question authors (issue 39): from each question's counters, how often it was
 * asked, the share right, its discrimination and how often each choice is picked, and what looks wrong.
 */

/** Answers a question needs before its share right and its choices are judged. */
export const ITEM_MIN_ASKED = 30;
/** Exam answers a question needs before its discrimination is judged. */
export const ITEM_MIN_EXAM_ANSWERS = 30;
/** Below this share right, almost nobody gets the question right. */
export const ITEM_TOO_HARD = 0.2;
/** Above this share right, almost everybody does: it tells learners apart no more. */
export const ITEM_TOO_EASY = 0.95;

export const ITEM_FLAGS = ['too_hard', 'too_easy', 'negative_discrimination', 'distractor_beats_key'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

/**
 * A question's counters as the server keeps them (`question_stats`), sums from which every figure
 * follows. Exam answers count everywhere; a learner's first practice or self-check answer only in
 * `asked`, `right` and `picks`. An exam question left unanswered is asked and wrong but picks nothing.
 */
export interface ItemCounters {
  questionId: string;
  asked: number;
  right: number;
  /** Picks of each choice, in the bank's order (shorter when the last ones were never picked). */
  picks: readonly number[];
  /** Exam answers, and for the discrimination: right ones, and the sums of the rest of the exam's score. */
  examAnswers: number;
  examRight: number;
  sumRest: number;
  sumRestSq: number;
  sumRightRest: number;
}

export interface ItemPick {
  /** The choice's index in the bank's order. */
  choice: number;
  count: number;
  /** Of the times asked (unanswered exam questions included, so the shares may add up to less than 1). */
  share: number;
}

export interface ItemStats {
  questionId: string;
  asked: number;
  /** Null while never asked. */
  shareRight: number | null;
  examAnswers: number;
  /** Point-biserial correlation of being right with the rest of the exam's score; null while undefined. */
  discrimination: number | null;
  picks: ItemPick[];
  flags: ItemFlag[];
}

/** A question of the bank as its statistics need it: how many choices, which is the key. */
export interface ItemKey {
  choices: number;
  correct: number;
}

export const noCounters = (questionId: string): ItemCounters => ({
  questionId,
  asked: 0,
  right: 0,
  picks: [],
  examAnswers: 0,
  examRight: 0,
  sumRest: 0,
  sumRestSq: 0,
  sumRightRest: 0,
});

/** Two sets of counters as one, as the server's upsert adds them up. */
export const sumCounters = (a: ItemCounters, b: ItemCounters): ItemCounters => ({
  questionId: a.questionId,
  asked: a.asked + b.asked,
  right: a.right + b.right,
  picks: Array.from(
    { length: Math.max(a.picks.length, b.picks.length) },
    (_, i) => (a.picks[i] ?? 0) + (b.picks[i] ?? 0),
  ),
  examAnswers: a.examAnswers + b.examAnswers,
  examRight: a.examRight + b.examRight,
  sumRest: a.sumRest + b.sumRest,
  sumRestSq: a.sumRestSq + b.sumRestSq,
  sumRightRest: a.sumRightRest + b.sumRightRest,
});

const picked = (choices: number, choice: number | null) =>
  Array.from({ length: choices }, (_, i) => (i === choice ? 1 : 0));

/**
 * What one graded exam adds to its questions' counters: each question once, right or not, and the rest
 * of the exam's score (the grade without this question) for the discrimination. `choice` is the bank's
 * index of the choice given, null when left unanswered (or no longer in the bank).
 */
export function examCounters(
  answers: readonly { questionId: string; choices: number; choice: number | null; correct: boolean }[],
): ItemCounters[] {
  const grade = answers.filter((a) => a.correct).length;
  return answers.map((a) => {
    const right = a.correct ? 1 : 0;
    const rest = grade - right;
    return {
      questionId: a.questionId,
      asked: 1,
      right,
      picks: picked(a.choices, a.choice),
      examAnswers: 1,
      examRight: right,
      sumRest: rest,
      sumRestSq: rest * rest,
      sumRightRest: right * rest,
    };
  });
}

/** What a learner's first answer to a question in practice or a self-check adds: no exam, no discrimination. */
export const firstAnswerCounters = (a: {
  questionId: string;
  choices: number;
  choice: number;
  correct: boolean;
}): ItemCounters => ({
  ...noCounters(a.questionId),
  asked: 1,
  right: a.correct ? 1 : 0,
  picks: picked(a.choices, a.choice),
});

/**
 * Pearson's correlation from sums, with x the 0/1 of being right (so Σx² = Σx) and y the rest of the
 * exam's score: (nΣxy − ΣxΣy) / √((nΣx − (Σx)²)(nΣy² − (Σy)²)). Null when either never varies.
 */
export function pointBiserial(
  c: Pick<ItemCounters, 'examAnswers' | 'examRight' | 'sumRest' | 'sumRestSq' | 'sumRightRest'>,
) {
  const n = c.examAnswers;
  const varRight = n * c.examRight - c.examRight ** 2;
  const varRest = n * c.sumRestSq - c.sumRest ** 2;
  if (n < 2 || varRight <= 0 || varRest <= 0) return null;
  const r = (n * c.sumRightRest - c.examRight * c.sumRest) / Math.sqrt(varRight * varRest);
  return Math.max(-1, Math.min(1, r)); // rounding may step just past ±1
}

/** The figures and flags of one question; a flag only where enough answers back it. */
export function itemStats(counters: ItemCounters, key: ItemKey): ItemStats {
  const { asked, examAnswers } = counters;
  const picks = Array.from({ length: Math.max(key.choices, counters.picks.length) }, (_, choice) => {
    const count = counters.picks[choice] ?? 0;
    return { choice, count, share: asked > 0 ? count / asked : 0 };
  });
  const shareRight = asked > 0 ? counters.right / asked : null;
  const discrimination = pointBiserial(counters);
  const flags: ItemFlag[] = [];
  if (asked >= ITEM_MIN_ASKED && shareRight !== null) {
    if (shareRight < ITEM_TOO_HARD) flags.push('too_hard');
    if (shareRight > ITEM_TOO_EASY) flags.push('too_easy');
  }
  if (examAnswers >= ITEM_MIN_EXAM_ANSWERS && discrimination !== null && discrimination < 0)
    flags.push('negative_discrimination');
  const keyPicks = picks[key.correct]?.count ?? 0;
  if (asked >= ITEM_MIN_ASKED && picks.some((p) => p.choice !== key.correct && p.count > keyPicks))
    flags.push('distractor_beats_key');
  return { questionId: counters.questionId, asked, shareRight, examAnswers, discrimination, picks, flags };
}

/** The discrimination as the sort judges it: only once enough exam answers back it. */
const judgedDiscrimination = (s: ItemStats) =>
  s.examAnswers >= ITEM_MIN_EXAM_ANSWERS && s.discrimination !== null ? s.discrimination : Number.POSITIVE_INFINITY;

/** What the authors should look at first: the most flags, then the lowest discrimination, then the most asked. */
export function sortItemStats<S extends ItemStats>(stats: readonly S[]): S[] {
  return [...stats].sort(
    (a, b) =>
      b.flags.length - a.flags.length ||
      judgedDiscrimination(a) - judgedDiscrimination(b) ||
      b.asked - a.asked ||
      (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0),
  );
}

/** Whether any question has enough answers to be judged: until then, the page says there is too little data. */
export const enoughAnswers = (stats: readonly Pick<ItemStats, 'asked'>[]) =>
  stats.some((s) => s.asked >= ITEM_MIN_ASKED);

/** A flag in the admin's words, on the page and in the CSV alike. */
export const ITEM_FLAG_NAMES: Record<ItemFlag, string> = {
  too_hard: 'Hafi ya bose bagisubiza nabi',
  too_easy: 'Hafi ya bose bagisubiza neza',
  negative_discrimination: 'Abatsinda neza bagisubiza nabi kurusha abandi',
  distractor_beats_key: "Igisubizo kitari cyo gitoranywa kurusha icy'ukuri",
};

/** The page's and the CSV's rows: a question's figures with what it asks and its lesson. */
export interface ItemAnalysisRow extends ItemStats {
  lesson: number;
  lessonTitle: string;
  stem: string;
  /** The sign or drawn situation it shows: a sign question reads as nothing without it. */
  picture: ExamPicture | null;
  /** In the bank's order, as `picks` counts them. */
  choices: string[];
  correct: number;
}

/** `GET /api/admin/questions/stats`: every question of the bank, in the order to look at them (`sortItemStats`). */
export interface ItemAnalysis {
  questions: ItemAnalysisRow[];
}
