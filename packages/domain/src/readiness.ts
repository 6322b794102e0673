import { EXAM, QUESTION_TOPICS } from './exam.ts';
import type { Readiness } from './practice.ts';
import { DAY_MS } from './time.ts';

// How ready a learner is (issue 26), from a small aggregate per lesson the server keeps up to date with
// addAnswer. The figures behind the constants, and how they were tuned: docs/learning.md.

/** The police's pass mark, looser than our mock's `EXAM.passMark`. */
export const POLICE_PASS_MARK = 12;

export interface ReadinessSettings {
  /** Answers, in all lessons, before any chance is shown. */
  minAnswers: number;
  /** An answer this many days old weighs half as much as one given today. */
  halfLifeDays: number;
  /** What a repeated question weighs, against 1 for a question answered for the first time. */
  repeatWeight: number;
  /** The share of right answers expected of a learner before any of theirs is known. */
  priorMean: number;
  /** How many answers that expectation weighs against all of the learner's own. */
  learnerPriorWeight: number;
  /** How many answers the learner's overall rate weighs against a lesson's own answers. */
  lessonPriorWeight: number;
  /** How much a learner's exam day differs from their usual, on the log-odds scale, in every lesson at once. */
  daySpread: number;
}

export const READINESS: ReadinessSettings = {
  minAnswers: 30,
  halfLifeDays: 14,
  repeatWeight: 0.25,
  priorMean: 0.6,
  learnerPriorWeight: 10,
  lessonPriorWeight: 8,
  daySpread: 0.3,
};

/** Per learner and lesson, what the server stores: decayed weights as of `at`, and raw counts. */
export interface LessonEvidence {
  lesson: number;
  /** Answers counted, each 1 (or `repeatWeight`) halved every `halfLifeDays` since it was given. */
  weight: number;
  /** The part of `weight` that was right. */
  right: number;
  /** When `weight` and `right` were last brought up to date; null while there is nothing. */
  at: Date | null;
  /** Answers given, not decayed. */
  answers: number;
}

/** `weight` and `right` as they stand at `now`. */
function decayed(e: LessonEvidence, now: Date, halfLifeDays: number) {
  const days = e.at ? Math.max(0, now.getTime() - e.at.getTime()) / DAY_MS : 0;
  const kept = 0.5 ** (days / halfLifeDays);
  return { weight: e.weight * kept, right: e.right * kept };
}

/**
 * The evidence after one more answer. `first` is true when the learner answers this question for the
 * first time ever (a repeat after seeing its key says less about a new question).
 */
export function addAnswer(
  prev: LessonEvidence | null,
  lesson: number,
  answer: { correct: boolean; first: boolean },
  now: Date,
  settings: ReadinessSettings = READINESS,
): LessonEvidence {
  if (prev && prev.lesson !== lesson) throw new Error(`evidence of lesson ${prev.lesson} given for ${lesson}`);
  const before = prev ? decayed(prev, now, settings.halfLifeDays) : { weight: 0, right: 0 };
  const counts = answer.first ? 1 : settings.repeatWeight;
  // an answer that arrives out of order is counted as of the latest one, so `at` never goes back
  const at = prev?.at && prev.at.getTime() > now.getTime() ? prev.at : now;
  return {
    lesson,
    weight: before.weight + counts,
    right: before.right + (answer.correct ? counts : 0),
    at,
    answers: (prev?.answers ?? 0) + 1,
  };
}

/** The expected number of questions each lesson (3..13) has in one mock exam, from the bank and the draw's rules. */
export function examMix(bank: readonly { topic: number; sign: string | null }[]): Map<number, number> {
  const mix = new Map<number, number>(QUESTION_TOPICS.map((t) => [t, 0]));
  const count = (pool: readonly { topic: number }[]) => {
    const by = new Map<number, number>();
    for (const q of pool) by.set(q.topic, (by.get(q.topic) ?? 0) + 1);
    return by;
  };
  /** `n` drawn at random from `left` (questions per lesson not yet drawn): each lesson gets its share. */
  const spread = (left: Map<number, number>, n: number) => {
    const total = [...left.values()].reduce((s, k) => s + k, 0);
    const drawn = Math.min(n, total);
    for (const [t, k] of left) {
      mix.set(t, (mix.get(t) ?? 0) + (drawn * k) / total);
      left.set(t, k - (drawn * k) / total);
    }
    return drawn;
  };
  // as drawExam: the signs, then one unsigned question of each lesson, then the rest of the unsigned bank
  const signed = count(bank.filter((q) => q.sign !== null));
  const unsigned = count(bank.filter((q) => q.sign === null));
  let room = EXAM.questions - spread(signed, EXAM.signQuestions);
  for (const t of QUESTION_TOPICS)
    if ((unsigned.get(t) ?? 0) >= 1 && room > 0) {
      mix.set(t, (mix.get(t) ?? 0) + 1);
      unsigned.set(t, (unsigned.get(t) ?? 0) - 1);
      room--;
    }
  room -= spread(unsigned, room);
  spread(signed, room); // a bank short of unsigned questions
  return mix;
}

/** What is believed of one lesson: the chance of a right answer to a new question is Beta(a, b). */
export interface Belief {
  lesson: number;
  a: number;
  b: number;
}

/** For each n from `from` to `to`, the chances of 0..n right of n questions sharing a Beta(a, b) chance (Pólya's urn). */
function betaBinomials(from: number, to: number, a: number, b: number): Float64Array[] {
  const rows: Float64Array[] = [];
  let p = new Float64Array([1]);
  for (let n = 0; n <= to; n++) {
    if (n >= from) rows.push(p);
    const next = new Float64Array(n + 2);
    for (let c = 0; c <= n; c++) {
      const right = (a + c) / (a + b + n);
      next[c + 1]! += p[c]! * right;
      next[c]! += p[c]! * (1 - right);
    }
    p = next;
  }
  return rows;
}

/**
 * Chances of 0..20 right in one exam. Each lesson has the whole part of its expected count for sure;
 * the fractional parts add up to a few questions drawn at random among the lessons (the exam's last
 * four). A lesson's questions share its uncertain mastery, so they are counted together.
 */
export function scoreChances(beliefs: readonly Belief[], mix: ReadonlyMap<number, number>): number[] {
  const total = Math.round([...mix.values()].reduce((s, n) => s + n, 0));
  const slots = beliefs.map((belief) => {
    const expected = mix.get(belief.lesson) ?? 0;
    const sure = Math.floor(expected + 1e-9);
    return { ...belief, sure, share: expected - sure };
  });
  const open = Math.max(0, total - slots.reduce((s, l) => s + l.sure, 0));
  const shares = slots.reduce((s, l) => s + l.share, 0);
  const width = total + 1;
  // state[m * width + c]: m of the open questions given to the lessons so far, c right answers so far
  let state = new Float64Array((open + 1) * width);
  state[0] = 1;
  let reach = 0;
  for (const lesson of slots) {
    const next = new Float64Array(state.length);
    const w = shares > 0 ? lesson.share / shares : 0;
    const rows = betaBinomials(lesson.sure, lesson.sure + open, lesson.a, lesson.b);
    let factor = 1; // the multinomial's w^j / j!; its open! comes once at the end
    for (let j = 0; j <= open && factor > 0; j++, factor *= w / j) {
      const right = rows[j]!;
      for (let m = 0; m + j <= open; m++)
        for (let c = 0; c <= reach; c++) {
          const here = state[m * width + c]! * factor;
          if (here === 0) continue;
          const to = (m + j) * width + c;
          for (let k = 0; k < right.length && c + k <= total; k++) next[to + k]! += here * right[k]!;
        }
    }
    reach = Math.min(total, reach + lesson.sure + open);
    state = next;
  }
  const chances = [...state.subarray(open * width)];
  const sum = chances.reduce((s, p) => s + p, 0);
  return chances.map((p) => p / sum);
}

// Gauss-Hermite nodes and weights for a standard normal: five points land within 0.02 percentage points
// of a fine grid over the day's shift
const NODES = [-2.856970013872806, -1.355626179974266, 0, 1.355626179974266, 2.856970013872806];
const NODE_WEIGHTS = [
  0.011257411327720677, 0.22207592200561257, 0.5333333333333335, 0.22207592200561257, 0.011257411327720677,
];

/** scoreChances averaged over the exam day's shift, common to all lessons: N(0, spread) on the log-odds. */
function dayChances(beliefs: readonly Belief[], mix: ReadonlyMap<number, number>, spread: number): number[] {
  if (spread === 0) return scoreChances(beliefs, mix);
  const chances: number[] = [];
  for (const [i, node] of NODES.entries()) {
    // the same strength, the mean moved by the shift on the log-odds scale
    const shifted = beliefs.map(({ lesson, a, b }) => {
      const mean = 1 / (1 + (b / a) * Math.exp(-node * spread));
      return { lesson, a: mean * (a + b), b: (1 - mean) * (a + b) };
    });
    for (const [score, p] of scoreChances(shifted, mix).entries())
      chances[score] = (chances[score] ?? 0) + NODE_WEIGHTS[i]! * p;
  }
  return chances;
}

/** Per-lesson mastery and the chances of passing; deterministic (no sampling) for the same input. */
export function estimateReadiness(
  evidence: readonly LessonEvidence[],
  mix: ReadonlyMap<number, number>,
  now: Date,
  settings: ReadinessSettings = READINESS,
): { readiness: Readiness; mastery: Map<number, number | null> } {
  const own = new Map(evidence.map((e) => [e.lesson, { ...decayed(e, now, settings.halfLifeDays), n: e.answers }]));
  const answers = evidence.reduce((s, e) => s + e.answers, 0);
  let weight = 0;
  let right = 0;
  for (const e of own.values()) {
    weight += e.weight;
    right += e.right;
  }
  // a lesson with few answers leans on the learner's other lessons, which lean on what learners usually score
  const overall = (settings.learnerPriorWeight * settings.priorMean + right) / (settings.learnerPriorWeight + weight);
  const lessons = new Set<number>([...QUESTION_TOPICS, ...mix.keys()]);
  const beliefs: Belief[] = [...lessons].map((lesson) => {
    const e = own.get(lesson);
    const a = settings.lessonPriorWeight * overall + (e?.right ?? 0);
    const b = settings.lessonPriorWeight * (1 - overall) + ((e?.weight ?? 0) - (e?.right ?? 0));
    return { lesson, a, b };
  });
  const mastery = new Map<number, number | null>(
    beliefs.map(({ lesson, a, b }) => [lesson, (own.get(lesson)?.n ?? 0) > 0 ? a / (a + b) : null]),
  );

  const needed = Math.max(0, settings.minAnswers - answers);
  const base = { passMark: EXAM.passMark, answers, needed };
  if (needed > 0)
    return {
      readiness: { ...base, status: 'not_enough', probability: null, policeProbability: null, weakest: [] },
      mastery,
    };
  const chances = dayChances(beliefs, mix, settings.daySpread);
  const atLeast = (mark: number) => chances.slice(mark).reduce((s, p) => s + p, 0);
  const weakest = [...mastery]
    .filter((entry): entry is [number, number] => entry[1] !== null)
    .sort(([la, ma], [lb, mb]) => ma - mb || la - lb)
    .slice(0, 3)
    .map(([lesson]) => lesson);
  return {
    readiness: {
      ...base,
      status: 'estimate',
      probability: atLeast(EXAM.passMark),
      policeProbability: atLeast(POLICE_PASS_MARK),
      weakest,
    },
    mastery,
  };
}

/** A percentage fit to show: rounded to 5, never 0 and never 100, since no estimate is that sure. */
export function shownPercent(probability: number): number {
  return Math.min(95, Math.max(5, Math.round((probability * 100) / 5) * 5));
}
