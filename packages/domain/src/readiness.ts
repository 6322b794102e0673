import { EXAM, QUESTION_TOPICS } from './exam.ts';
import type { Readiness, ReadinessVerdict } from './practice.ts';
import { NO_RECALIBRATION, type Recalibration, recalibrated } from './recalibration.ts';
import { DAY_MS, HOUR_MS } from './time.ts';

// How ready a learner is (issues 26 and 39), from a small aggregate per part of the exam that the server
// keeps up to date with addAnswer. The figures behind the constants, and how they were chosen:
// docs/learning.md.

/** The police's pass mark, looser than our mock's `EXAM.passMark`. */
export const POLICE_PASS_MARK = 12;

/**
 * The parts of the exam readiness counts in: the road signs (5 questions of 20, whichever lesson they
 * belong to), and each lesson's questions without a sign. Reading a sign is a skill of its own, so sign
 * practice says nothing of lesson 12's rules, nor they of the signs.
 */
export const SIGNS_PART = 0;
export const EXAM_PARTS: readonly number[] = [SIGNS_PART, ...QUESTION_TOPICS];

/** The part of the exam a question belongs to. */
export const partOf = (q: { topic: number; sign: string | null }) => (q.sign === null ? q.topic : SIGNS_PART);

export interface ReadinessSettings {
  /** Answers, in all parts, before any chance is shown. */
  minAnswers: number;
  /** The share of the exam's questions whose parts must be covered before any chance is shown. */
  coverage: number;
  /** First-time answers that make a part covered. */
  partAnswers: number;
  /** An answer this many days old weighs half as much as one given today. */
  halfLifeDays: number;
  /** What a repeated question weighs, against 1 for a first answer, once `repeatAfterHours` have passed. */
  repeatWeight: number;
  /** A question asked again sooner than this after it was last seen counts nothing: the key is still in mind. */
  repeatAfterHours: number;
  /** The share of right answers expected of a learner before any of theirs is known. */
  priorMean: number;
  /** How many answers that expectation weighs against all of the learner's own. */
  learnerPriorWeight: number;
  /** How many answers the learner's overall rate weighs against a part's own answers. */
  lessonPriorWeight: number;
  /**
   * The most a part weighs in the learner's overall rate, in answers: a part practised at length says
   * how good the learner is at that part, not at the parts they never opened.
   */
  pooledPartWeight: number;
  /** How much a learner's exam day differs from their usual, on the log-odds scale, in every part at once. */
  daySpread: number;
}

export const READINESS: ReadinessSettings = {
  minAnswers: 30,
  coverage: 0.9,
  partAnswers: 3,
  halfLifeDays: 14,
  repeatWeight: 0.1,
  repeatAfterHours: 20,
  priorMean: 0.6,
  learnerPriorWeight: 5,
  lessonPriorWeight: 8,
  pooledPartWeight: 8,
  daySpread: 0.3,
};

/** The verdict a learner reads first, from the chance of passing: where each band starts. */
export const VERDICT_FROM = { close: 0.5, likely: 0.8 } as const;

/** Per learner and part, what the server stores: decayed weights as of `at`, and raw counts. */
export interface PartEvidence {
  part: number;
  /** Answers counted (see `answerWeight`), each halved every `halfLifeDays` since it was given. */
  weight: number;
  /** The part of `weight` that was right. */
  right: number;
  /** When `weight` and `right` were last brought up to date; null while there is nothing. */
  at: Date | null;
  /** Answers given, not decayed. */
  answers: number;
  /** Answers to a question the learner had never seen before, not decayed. */
  firsts: number;
}

/** One answer as readiness weighs it. */
export interface WeighedAnswer {
  correct: boolean;
  /** When the learner last saw this question before this answer; null the first time. */
  lastSeen: Date | null;
  /** Asked again by the retry of an exam, whose review showed the keys. */
  retry?: boolean;
}

/**
 * What one answer counts for: 1 the first time a question is seen; nothing when the key was seen
 * moments ago (an exam's retry, a mistake back a minute later, the same question again today); a
 * little for a question that comes back after `repeatAfterHours`, which memory alone may still answer.
 */
export function answerWeight(answer: WeighedAnswer, now: Date, settings: ReadinessSettings = READINESS): number {
  if (answer.retry) return 0;
  if (!answer.lastSeen) return 1;
  const hours = (now.getTime() - answer.lastSeen.getTime()) / HOUR_MS;
  return hours >= settings.repeatAfterHours ? settings.repeatWeight : 0;
}

/** `weight` and `right` as they stand at `now`. */
function decayed(e: PartEvidence, now: Date, halfLifeDays: number) {
  const days = e.at ? Math.max(0, now.getTime() - e.at.getTime()) / DAY_MS : 0;
  const kept = 0.5 ** (days / halfLifeDays);
  return { weight: e.weight * kept, right: e.right * kept };
}

/** The evidence of a part after one more answer. */
export function addAnswer(
  prev: PartEvidence | null,
  part: number,
  answer: WeighedAnswer,
  now: Date,
  settings: ReadinessSettings = READINESS,
): PartEvidence {
  if (prev && prev.part !== part) throw new Error(`evidence of part ${prev.part} given for ${part}`);
  const before = prev ? decayed(prev, now, settings.halfLifeDays) : { weight: 0, right: 0 };
  const counts = answerWeight(answer, now, settings);
  // an answer that arrives out of order is counted as of the latest one, so `at` never goes back
  const at = prev?.at && prev.at.getTime() > now.getTime() ? prev.at : now;
  return {
    part,
    weight: before.weight + counts,
    right: before.right + (answer.correct ? counts : 0),
    at,
    answers: (prev?.answers ?? 0) + 1,
    firsts: (prev?.firsts ?? 0) + (answer.lastSeen ? 0 : 1),
  };
}

/**
 * The expected number of questions of each part in one mock exam, from the bank and the draw's rules
 * (`drawExam`): the signs, one unsigned question of each lesson, then the rest of the unsigned bank by
 * each lesson's share of it. The draw keeps this mix for life, once questions run out too.
 */
export function examMix(bank: readonly { topic: number; sign: string | null }[]): Map<number, number> {
  const mix = new Map<number, number>(EXAM_PARTS.map((p) => [p, 0]));
  const unsigned = new Map<number, number>();
  for (const q of bank) if (q.sign === null) unsigned.set(q.topic, (unsigned.get(q.topic) ?? 0) + 1);
  const signs = bank.length - [...unsigned.values()].reduce((s, k) => s + k, 0);
  let room = EXAM.questions;
  const add = (part: number, n: number) => {
    mix.set(part, (mix.get(part) ?? 0) + n);
    room -= n;
  };
  add(SIGNS_PART, Math.min(EXAM.signQuestions, signs));
  for (const t of QUESTION_TOPICS)
    if ((unsigned.get(t) ?? 0) >= 1 && room > 0) {
      add(t, 1);
      unsigned.set(t, unsigned.get(t)! - 1);
    }
  const left = [...unsigned.values()].reduce((s, k) => s + k, 0);
  const rest = Math.min(room, left);
  for (const [t, k] of unsigned) add(t, (rest * k) / left || 0);
  add(SIGNS_PART, Math.max(0, Math.min(room, signs - EXAM.signQuestions))); // a bank short of unsigned questions
  return mix;
}

/** The share of the exam (0..1) in parts where the learner has `partAnswers` first-time answers. */
export function coverageOf(
  evidence: readonly PartEvidence[],
  mix: ReadonlyMap<number, number>,
  settings: ReadinessSettings = READINESS,
) {
  const firsts = new Map(evidence.map((e) => [e.part, e.firsts]));
  const total = [...mix.values()].reduce((s, n) => s + n, 0);
  let covered = 0;
  for (const [part, n] of mix) if ((firsts.get(part) ?? 0) >= settings.partAnswers) covered += n;
  return total > 0 ? covered / total : 0;
}

/** What is believed of one part: the chance of a right answer to a new question is Beta(a, b). */
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
 * Chances of 0..20 right in one exam. Each part has the whole part of its expected count for sure;
 * the fractional parts add up to a few questions drawn at random among the parts (the exam's last
 * four). A part's questions share its uncertain mastery, so they are counted together.
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
  // state[m * width + c]: m of the open questions given to the parts so far, c right answers so far
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

/** scoreChances averaged over the exam day's shift, common to all parts: N(0, spread) on the log-odds. */
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

export const verdictOf = (probability: number): ReadinessVerdict =>
  probability >= VERDICT_FROM.likely ? 'likely' : probability >= VERDICT_FROM.close ? 'close' : 'not_ready';

/**
 * Per-part mastery and, once the answers cover the exam, the chances of passing; deterministic (no
 * sampling) for the same input. Before that, the parts to practise: those never practised first. The
 * chances shown are the model's corrected by how real exams ended (`fit`); `modelProbability` is the
 * model's own, kept with each exam to fit that correction.
 */
export function estimateReadiness(
  evidence: readonly PartEvidence[],
  mix: ReadonlyMap<number, number>,
  now: Date,
  settings: ReadinessSettings = READINESS,
  fit: Recalibration = NO_RECALIBRATION,
): { readiness: Readiness; mastery: Map<number, number | null>; modelProbability: number | null } {
  const own = new Map(evidence.map((e) => [e.part, { ...e, ...decayed(e, now, settings.halfLifeDays) }]));
  const answers = evidence.reduce((s, e) => s + e.answers, 0);
  let weight = 0;
  let right = 0;
  for (const e of own.values()) {
    const kept = e.weight > settings.pooledPartWeight ? settings.pooledPartWeight / e.weight : 1;
    weight += e.weight * kept;
    right += e.right * kept;
  }
  // a part with few answers leans on the learner's other parts, which lean on what learners usually score
  const overall = (settings.learnerPriorWeight * settings.priorMean + right) / (settings.learnerPriorWeight + weight);
  const parts = [...new Set<number>([...EXAM_PARTS, ...mix.keys()])];
  const beliefs: Belief[] = parts.map((part) => {
    const e = own.get(part);
    const a = settings.lessonPriorWeight * overall + (e?.right ?? 0);
    const b = settings.lessonPriorWeight * (1 - overall) + ((e?.weight ?? 0) - (e?.right ?? 0));
    return { lesson: part, a, b };
  });
  const mastery = new Map<number, number | null>(
    beliefs.map(({ lesson, a, b }) => [lesson, (own.get(lesson)?.answers ?? 0) > 0 ? a / (a + b) : null]),
  );

  const firsts = (part: number) => own.get(part)?.firsts ?? 0;
  const share = (part: number) => mix.get(part) ?? 0;
  const coverage = coverageOf(evidence, mix, settings);
  const needed = Math.max(0, settings.minAnswers - answers);
  // never practised first, then the fewest first-time answers; the larger share of the exam first
  const byNeed = (x: number, y: number) =>
    Number(firsts(x) > 0) - Number(firsts(y) > 0) || firsts(x) - firsts(y) || share(y) - share(x) || x - y;
  const base = { passMark: EXAM.passMark, answers, needed, coverage };
  if (needed > 0 || coverage < settings.coverage - 1e-9) {
    const toPractise = parts.filter((p) => share(p) > 0 && firsts(p) < settings.partAnswers).sort(byNeed);
    return {
      readiness: {
        ...base,
        status: 'not_yet',
        verdict: null,
        probability: null,
        policeProbability: null,
        toPractise,
        weakest: [],
      },
      mastery,
      modelProbability: null,
    };
  }
  const chances = dayChances(beliefs, mix, settings.daySpread);
  const atLeast = (mark: number) =>
    Math.min(
      1,
      chances.slice(mark).reduce((s, p) => s + p, 0),
    );
  const rank = (part: number) => (firsts(part) === 0 ? -1 : (mastery.get(part) ?? 0));
  const weakest = parts
    .filter((p) => share(p) > 0)
    .sort((x, y) => rank(x) - rank(y) || share(y) - share(x) || x - y)
    .slice(0, 3);
  const modelProbability = atLeast(EXAM.passMark);
  const probability = recalibrated(modelProbability, fit);
  return {
    readiness: {
      ...base,
      status: 'estimate',
      verdict: verdictOf(probability),
      probability,
      // the same correction, which keeps it at least the chance of 14
      policeProbability: recalibrated(atLeast(POLICE_PASS_MARK), fit),
      toPractise: [],
      weakest,
    },
    mastery,
    modelProbability,
  };
}

/** A percentage fit to show: rounded to 5, never 0 and never 100, since no estimate is that sure. */
export function shownPercent(probability: number): number {
  return Math.min(95, Math.max(5, Math.round((probability * 100) / 5) * 5));
}

/**
 * A learner's evidence from their answers in the order given (oldest first), as `addAnswer` would have
 * kept it: for a store rebuilt from the history. What was shown but not answered is not in a history,
 * and neither is which exam was a retry; a retry soon after its exam counts nothing all the same.
 */
export function replayEvidence(
  history: readonly { questionId: string; part: number; correct: boolean; at: Date }[],
  settings: ReadinessSettings = READINESS,
): PartEvidence[] {
  const lastSeen = new Map<string, Date>();
  const parts = new Map<number, PartEvidence>();
  for (const a of history) {
    const answer = { correct: a.correct, lastSeen: lastSeen.get(a.questionId) ?? null };
    parts.set(a.part, addAnswer(parts.get(a.part) ?? null, a.part, answer, a.at, settings));
    lastSeen.set(a.questionId, a.at);
  }
  return [...parts.values()];
}
