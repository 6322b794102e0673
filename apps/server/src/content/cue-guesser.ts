import { type BankQuestion, EXAM, examMix, isFormulaChoice, partOf } from '@provisoire/domain';
import { normalise } from './question-parser.ts';

/**
 * A guesser who never read the law, only the bank: it learns from some files which surface features
 * of a choice go with the right answer (length, marker words, numbers, the odd one out, words shared
 * with the stem) and scores another file with them (issue 40). Pure: the build and the authors'
 * checker hand it the questions.
 */
export type CueQuestion = Pick<BankQuestion, 'stem' | 'choices' | 'correct' | 'topic' | 'sign' | 'picture'>;

interface Choice {
  /** The normalised words between spaces, so " kugira ngo " finds a phrase. */
  padded: string;
  words: Set<string>;
  first: string;
  length: number;
  number: number | null;
  comma: boolean;
}

interface Question {
  stem: Set<string>;
  /** The choices that say something; a formula choice speaks only of them. */
  own: Choice[];
}

const words = (text: string) => normalise(text).split(' ').filter(Boolean);
/** Whether `text` holds the word or phrase `phrase` (normalised, whole words). */
export const saysWords = (text: string, phrase: string) => ` ${normalise(text)} `.includes(` ${phrase} `);

const NUMBER = /\d+(?:[.,]\d+)?/;
const jaccard = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / (a.size + b.size - shared || 1);
};
const others = (c: Choice, q: Question) => q.own.filter((o) => o !== c);
/** 1 where `c` has strictly more of `by` than each other choice, else 0. */
const strictMax = (c: Choice, q: Question, by: (o: Choice) => number) =>
  Number(others(c, q).every((o) => by(o) < by(c)));
const distinctness = (c: Choice, q: Question) =>
  1 - others(c, q).reduce((s, o) => s + jaccard(c.words, o.words), 0) / Math.max(1, q.own.length - 1);
const stemShare = (c: Choice, q: Question) => [...c.words].filter((w) => q.stem.has(w)).length / (c.words.size || 1);

type Feature = { cue: string; of: (c: Choice, q: Question) => number };
const marker = (phrase: string): Feature => ({
  cue: `"${phrase}"`,
  of: (c) => Number(c.padded.includes(` ${phrase} `)),
});

/** What the guesser looks at in a choice that is not a formula; the formulas are two features of their own. */
const FEATURES: Feature[] = [
  { cue: 'the longest', of: (c, q) => strictMax(c, q, (o) => o.length) },
  { cue: 'the shortest', of: (c, q) => strictMax(c, q, (o) => -o.length) },
  {
    cue: 'longer than the mean',
    of: (c, q) => c.length / (q.own.reduce((s, o) => s + o.length, 0) / q.own.length) - 1,
  },
  { cue: 'a number', of: (c) => Number(c.number !== null) },
  {
    cue: 'the only one with or without a number',
    of: (c, q) => Number(others(c, q).every((o) => (o.number === null) !== (c.number === null))),
  },
  {
    cue: 'the middle number',
    of: (c, q) => {
      const rest = others(c, q).flatMap((o) => o.number ?? []);
      return Number(
        c.number !== null && rest.length >= 2 && c.number > Math.min(...rest) && c.number < Math.max(...rest),
      );
    },
  },
  { cue: 'words from the stem', of: stemShare },
  { cue: 'the most words from the stem', of: (c, q) => strictMax(c, q, (o) => stemShare(o, q)) },
  { cue: 'unlike the others', of: distinctness },
  { cue: 'the odd one out', of: (c, q) => strictMax(c, q, (o) => distinctness(o, q)) },
  {
    cue: "a first word unlike the others'",
    of: (c, q) => {
      const rest = others(c, q).map((o) => o.first);
      return Number(rest.length >= 2 && rest.every((f) => f === rest[0]) && c.first !== rest[0]);
    },
  },
  { cue: 'starting with a negation', of: (c) => Number(['nta', 'ntabwo', 'si'].includes(c.first)) },
  { cue: 'starting "Yego"', of: (c) => Number(c.first === 'yego') },
  { cue: 'starting "Oya"', of: (c) => Number(c.first === 'oya') },
  { cue: 'a comma', of: (c) => Number(c.comma) },
  {
    cue: 'an absolute (buri gihe, byose, hose…)',
    of: (c) => Number(/ (buri gihe|igihe cyose|nta na rimwe|hose|byose|yose|cyose|zose) /.test(c.padded)),
  },
  ...['kuko', 'gusa', 'kugira ngo', 'ngombwa', 'keretse', 'cyangwa', 'iyo', "n'iyo", 'niba', 'nibura'].map(marker),
  ...['mbere', 'vuba', 'ariko', 'kandi'].map(marker),
];
const FORMULAS = ["Nta gisubizo cy'ukuri kirimo", 'Ibisubizo byose ni ukuri'];
/** The cues by name, in the order of a model's weights. */
export const CUE_NAMES = [...FEATURES.map((f) => f.cue), ...FORMULAS.map((f) => `"${f}"`)];

function readChoice(text: string): Choice {
  const own = words(text);
  const number = NUMBER.exec(text)?.[0];
  return {
    padded: ` ${own.join(' ')} `,
    words: new Set(own),
    first: own[0] ?? '',
    length: text.length,
    number: number === undefined ? null : Number(number.replace(',', '.')),
    comma: text.includes(','),
  };
}

/** One row of features per choice, in the question's order. */
export function cueFeatures(question: CueQuestion): number[][] {
  const q: Question = {
    stem: new Set(words(`${question.picture?.alt ?? ''} ${question.stem}`)),
    own: question.choices.filter((t) => !isFormulaChoice(t)).map(readChoice),
  };
  let next = 0;
  return question.choices.map((text) => {
    const formulas = FORMULAS.map((f) => Number(text === f));
    if (isFormulaChoice(text)) return [...FEATURES.map(() => 0), ...formulas];
    const c = q.own[next++]!;
    return [...FEATURES.map((f) => (q.own.length < 2 ? 0 : f.of(c, q))), ...formulas];
  });
}

/**
 * Weights over scaled features: a choice's score is `weights · x / scale`. No mean is taken off: the
 * softmax of a question's four scores does not change when all four move together.
 */
export interface CueModel {
  weights: number[];
  scale: number[];
}

/** How hard the fit is pulled towards no cue at all (L2, on scaled features): the best held-out fit on the bank of issue 40. */
export const CUE_L2 = 30;

/** A question as the fit sees it: its choices' features and which one is the key. */
interface Item {
  rows: number[][];
  key: number;
}

/** A question as the fit computes with it: scaled features, choice after choice, and the cues present. */
interface Packed {
  x: Float64Array;
  choices: number;
  key: number;
  used: number[];
}

const itemOf = (q: CueQuestion): Item => ({ rows: cueFeatures(q), key: q.correct });
const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};
const softmax = (scores: number[]) => {
  const top = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - top));
  const sum = e.reduce((s, x) => s + x, 0);
  return e.map((x) => x / sum);
};
const scaled = (scale: readonly number[], rows: number[][]) => rows.map((r) => r.map((x, f) => x / scale[f]!));

const N = CUE_NAMES.length;
function pack(item: Item, scale: readonly number[]): Packed {
  const x = new Float64Array(item.rows.length * N);
  item.rows.forEach((r, c) => {
    for (let f = 0; f < N; f++) x[c * N + f] = r[f]! / scale[f]!;
  });
  const used = CUE_NAMES.flatMap((_, f) => (item.rows.some((r) => r[f] !== 0) ? [f] : []));
  return { x, choices: item.rows.length, key: item.key, used };
}

/** The softmax of `it`'s choices under `w`, into `p`. */
function chancesUnder(w: Float64Array, it: Packed, p: Float64Array) {
  let top = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < it.choices; c++) {
    let s = 0;
    for (const f of it.used) s += w[f]! * it.x[c * N + f]!;
    p[c] = s;
    top = Math.max(top, s);
  }
  let sum = 0;
  for (let c = 0; c < it.choices; c++) sum += p[c] = Math.exp(p[c]! - top);
  for (let c = 0; c < it.choices; c++) p[c]! /= sum;
}

/** The penalised negative log-likelihood of the keys under `w`. */
function loss(items: Packed[], w: Float64Array, l2: number, p: Float64Array) {
  let s = (l2 / 2) * dot(w, w);
  for (const it of items) {
    chancesUnder(w, it, p);
    s -= Math.log(p[it.key]!);
  }
  return s;
}

/** Solves `a x = b` for a symmetric positive definite `a`, N by N, row after row (Cholesky). */
function solve(a: Float64Array, b: Float64Array) {
  const l = new Float64Array(N * N);
  for (let i = 0; i < N; i++)
    for (let j = 0; j <= i; j++) {
      let s = a[i * N + j]!;
      for (let k = 0; k < j; k++) s -= l[i * N + k]! * l[j * N + k]!;
      l[i * N + j] = i === j ? Math.sqrt(s) : s / l[j * N + j]!;
    }
  const y = new Float64Array(N);
  for (let i = 0; i < N; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * N + k]! * y[k]!;
    y[i] = s / l[i * N + i]!;
  }
  const x = new Float64Array(N);
  for (let i = N - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < N; k++) s -= l[k * N + i]! * x[k]!;
    x[i] = s / l[i * N + i]!;
  }
  return x;
}

/**
 * A logistic regression whose four choices compete (a softmax per question), fitted by Newton's method
 * with an L2 penalty: the loss is convex, so the same questions always give the same weights.
 */
function fit(raw: readonly Item[], l2: number): CueModel {
  const all = raw.flatMap((it) => it.rows);
  const mean = CUE_NAMES.map((_, f) => all.reduce((s, r) => s + r[f]!, 0) / (all.length || 1));
  const spread = (f: number) => Math.sqrt(all.reduce((s, r) => s + (r[f]! - mean[f]!) ** 2, 0) / (all.length || 1));
  // the same penalty for every cue, however rare: each feature in units of its spread over the choices
  const scale = CUE_NAMES.map((_, f) => spread(f) || 1);
  const items = raw.map((it) => pack(it, scale));
  const p = new Float64Array(Math.max(0, ...items.map((it) => it.choices)));
  const mid = new Float64Array(N);
  let w = new Float64Array(N);
  for (let round = 0; round < 50; round++) {
    const gradient = w.map((x) => -l2 * x);
    const hessian = new Float64Array(N * N);
    for (let i = 0; i < N; i++) hessian[i * N + i] = l2;
    for (const it of items) {
      chancesUnder(w, it, p);
      for (const i of it.used) {
        mid[i] = 0;
        for (let c = 0; c < it.choices; c++) mid[i]! += p[c]! * it.x[c * N + i]!;
        gradient[i]! += it.x[it.key * N + i]! - mid[i]!;
      }
      // the Hessian of a softmax, the choices' covariance under p, over the cues present (lower half)
      for (let a = 0; a < it.used.length; a++)
        for (let b = 0; b <= a; b++) {
          const i = it.used[a]!;
          const j = it.used[b]!;
          let s = -mid[i]! * mid[j]!;
          for (let c = 0; c < it.choices; c++) s += p[c]! * it.x[c * N + i]! * it.x[c * N + j]!;
          hessian[i * N + j]! += s;
        }
    }
    for (let i = 0; i < N; i++) for (let j = 0; j < i; j++) hessian[j * N + i] = hessian[i * N + j]!;
    const step = solve(hessian, gradient);
    // Newton's full step, halved while it would make the fit worse; done when it no longer helps.
    const before = loss(items, w, l2, p);
    let t = 1;
    let next = w.map((x, i) => x + step[i]!);
    let after = loss(items, next, l2, p);
    while (after > before && t > 1e-3) {
      t /= 2;
      next = w.map((x, i) => x + t * step[i]!);
      after = loss(items, next, l2, p);
    }
    if (after > before) break;
    w = next;
    if (before - after <= 1e-10 * before) break;
  }
  return { weights: [...w], scale };
}

/** The guesser trained on `questions`. */
export const fitCueModel = (questions: readonly CueQuestion[], l2 = CUE_L2) => fit(questions.map(itemOf), l2);

const chancesOf = (model: CueModel, item: Item) =>
  softmax(scaled(model.scale, item.rows).map((r) => dot(model.weights, r)));

/** The chance the model gives each choice of `question` of being the right one. */
export const cueChances = (model: CueModel, question: CueQuestion) => chancesOf(model, itemOf(question));

/** A cue that lifts the key: its name, whether the key has it more or less than wrong choices, the odds' factor. */
export interface CueCarrier {
  cue: string;
  inKey: boolean;
  odds: number;
}

export interface FileGuess {
  file: string;
  /** What the guesser scores out of 20 on exams of this file's questions drawn as the app draws them. */
  expected: number;
  carriers: CueCarrier[];
}

/** How often each question of `bank` is on an exam the app draws (expected times per exam). */
function drawRates(bank: readonly CueQuestion[]) {
  const mix = examMix(bank);
  const sizes = new Map<number, number>();
  for (const q of bank) sizes.set(partOf(q), (sizes.get(partOf(q)) ?? 0) + 1);
  return (q: CueQuestion) => (mix.get(partOf(q)) ?? 0) / sizes.get(partOf(q))!;
}

/** `items` scored by `model`, each weighed by its draw rate: the expected score and the cues that carry it. */
function score(file: string, model: CueModel, items: Item[], rates: number[]) {
  const total = rates.reduce((s, r) => s + r, 0) || 1;
  const lift = CUE_NAMES.map(() => 0);
  let expected = 0;
  items.forEach((item, i) => {
    const share = rates[i]! / total;
    expected += share * chancesOf(model, item)[item.key]!;
    const rows = scaled(model.scale, item.rows);
    const wrong = rows.filter((_, c) => c !== item.key);
    // how far the key stands out from the wrong choices on each cue, in the model's log-odds
    for (let f = 0; f < lift.length; f++) {
      const gap = rows[item.key]![f]! - wrong.reduce((s, r) => s + r[f]!, 0) / wrong.length;
      lift[f]! += share * model.weights[f]! * gap;
    }
  });
  const carriers = lift
    .map((l, f) => ({ cue: CUE_NAMES[f]!, inKey: model.weights[f]! > 0, odds: Math.exp(l) }))
    .filter((c) => c.odds > 1)
    .sort((a, b) => b.odds - a.odds);
  return { file, expected: EXAM.questions * expected, carriers };
}

/** One file scored by the guesser trained on `training` (the bank's other files). */
export function guessFile(
  file: string,
  questions: readonly CueQuestion[],
  training: readonly CueQuestion[],
): FileGuess {
  const rate = drawRates([...training, ...questions]);
  return score(file, fitCueModel(training), questions.map(itemOf), questions.map(rate));
}

/**
 * Leave one file out: each file scored by the guesser trained on all the others. `bank` is the score on
 * exams the app draws from the whole bank, each question scored by its own file's guesser.
 */
export function guessFiles(files: ReadonlyMap<string, readonly CueQuestion[]>) {
  const rate = drawRates([...files.values()].flat());
  const items = new Map([...files].map(([file, qs]) => [file, qs.map(itemOf)]));
  let bank = 0;
  let weight = 0;
  const guesses: FileGuess[] = [...files].map(([file, questions]) => {
    const training = [...items].flatMap(([other, its]) => (other === file ? [] : its));
    const rates = questions.map(rate);
    const guess = score(file, fit(training, CUE_L2), items.get(file)!, rates);
    const total = rates.reduce((s, r) => s + r, 0);
    bank += (guess.expected / EXAM.questions) * total;
    weight += total;
    return guess;
  });
  return { files: guesses, bank: weight > 0 ? (EXAM.questions * bank) / weight : 0 };
}
