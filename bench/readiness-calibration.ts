// Is the readiness score honest? Run: npx tsx bench/readiness-calibration.ts
//   [--sweep] other settings side by side   [--set name=value,...] other settings in place of READINESS
//   [--world NAME] another population   [--learners N] [--seed N]
// Simulated learners with known, uneven abilities practise, check themselves and take mock exams, through
// the app's own rules (freshestFirst, drawExam with the seen map, the mistakes' reviewAfter, pickNext's order).
// Before each exam the readiness the app would show is recorded beside whether they then passed. The
// learners do NOT follow the estimator's model: item difficulties, a 1-in-4 guess, learning, forgetting,
// remembered keys, good and bad days (docs/learning.md). Results: docs/learning.md.
import { readdirSync, readFileSync } from 'node:fs';
import { EXAM, QUESTION_TOPICS } from '../packages/domain/src/exam.ts';
import { drawExam, freshestFirst } from '../packages/domain/src/exam-draw.ts';
import { PRACTICE } from '../packages/domain/src/practice.ts';
import {
  addAnswer,
  estimateReadiness,
  examMix,
  type LessonEvidence,
  POLICE_PASS_MARK,
  READINESS,
  type ReadinessSettings,
  scoreChances,
} from '../packages/domain/src/readiness.ts';
import { dueAt, type ReviewState, reviewAfter } from '../packages/domain/src/review-queue.ts';
import { DAY_MS } from '../packages/domain/src/time.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SEED = Number(option('--seed') ?? 2026);
const LEARNERS = Number(option('--learners') ?? 6000);

/** The population: ranges each learner's traits are drawn from. The other worlds test the settings' robustness. */
const BASE = {
  daySpread: [0.05, 0.7],
  forgetDays: [3, 60],
  keyMemory: [0.5, 3],
  keyMemoryDays: [1, 30],
  learnRate: [0.005, 0.06],
};
const WORLDS: { [name: string]: Partial<typeof BASE> } = {
  base: {},
  calm: { daySpread: [0, 0.2] },
  moody: { daySpread: [0.5, 1.1] },
  forgetful: { forgetDays: [1, 7] },
  crammers: { keyMemory: [2, 4], keyMemoryDays: [15, 60] },
  'fast-learners': { learnRate: [0.04, 0.15] },
};
const WORLD = option('--world') ?? 'base';
if (!WORLDS[WORLD]) throw new Error(`--world is one of: ${Object.keys(WORLDS).join(', ')}`);
const world = { ...BASE, ...WORLDS[WORLD] };

/** sfc32: small, fast, and the same figures on every machine for the same seed. */
function prng(seed: number) {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    d = (d + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}
const random = prng(SEED);
const uniform = (lo: number, hi: number) => lo + (hi - lo) * random();
const within = ([lo, hi]: number[]) => uniform(lo!, hi!);
const normal = (mean = 0, sd = 1) =>
  mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

// The bank, from the Markdown: only ids, lessons and whether a sign is shown.
interface Item {
  index: number;
  id: string;
  topic: number;
  sign: string | null;
  /** How hard the question is, on the log-odds scale: the same for every learner. */
  difficulty: number;
}
const dir = new URL('../content/questions/', import.meta.url);
/** A value for each lesson, in a map any lesson number can read. */
const perLesson = <T>(value: (lesson: number) => T) => new Map<number, T>(QUESTION_TOPICS.map((t) => [t, value(t)]));
const lessonHardness = perLesson(() => normal(0, 0.4));
const bank: Item[] = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .flatMap((f) =>
    readFileSync(new URL(f, dir), 'utf8')
      .split(/^## (?=\d{2}-\d{3}\s*$)/m)
      .slice(1),
  )
  .map((part, index) => {
    const id = part.slice(0, 6);
    const topic = Number(id.slice(0, 2));
    const sign = /\]\(sign:([^)\s]+)\)/.exec(part)?.[1] ?? null;
    return { index, id, topic, sign, difficulty: normal(lessonHardness.get(topic)!, 1) };
  });
const byId = new Map(bank.map((q) => [q.id, q]));
const byLesson = perLesson((t) => bank.filter((q) => q.topic === t));
const mix = examMix(bank);

/** A simulated learner: nothing here is visible to the estimator, which only sees right or wrong. */
function makeLearner() {
  const general = normal(0.3, 1.1);
  const uneven = uniform(0.1, 1.0);
  const start = perLesson(() => general + normal(0, uneven));
  return {
    start,
    /** What the learner knows of each lesson now, on the log-odds scale (before the 1-in-4 guess). */
    skill: new Map(start),
    practised: perLesson(() => 0),
    // some learn nothing from practice, some a lot
    learnRate: random() < 0.2 ? 0 : within(world.learnRate),
    // learning fades back toward the start with this half-life, in days
    forgetDays: within(world.forgetDays),
    // a key seen is remembered for that question: a boost, fading with its own half-life
    keyMemory: within(world.keyMemory),
    keyMemoryDays: within(world.keyMemoryDays),
    // good and bad days
    daySpread: within(world.daySpread),
    activeChance: uniform(0.25, 0.95),
    perDay: Math.round(uniform(4, 45)),
    selfCheckChance: uniform(0, 0.5),
    examChance: uniform(0.05, 0.6),
    reviewChance: uniform(0.2, 1),
    days: Math.round(uniform(7, 60)),
    style: pick(['course', 'random', 'mixed', 'weakest'] as const),
    seen: new Map<string, number>(),
    /** Per lesson, questions never seen, and the seen ones from longest ago (a Map keeps insertion order). */
    unseen: perLesson((t) => new Set(byLesson.get(t))),
    seenOrder: perLesson(() => new Set<Item>()),
    keyAt: new Float64Array(bank.length).fill(-1),
    reviews: new Map<string, ReviewState>(),
    due: new Map<string, number>(),
    tally: perLesson(() => ({ right: 0, all: 0 })),
  };
}
type Learner = ReturnType<typeof makeLearner>;

/** The learner's chance of a right answer: what they know, the question, the day, a remembered key, a guess. */
function chance(l: Learner, q: Item, dayShift: number, now: number) {
  const keyAt = l.keyAt[q.index]!;
  const memory = keyAt >= 0 ? l.keyMemory * 0.5 ** ((now - keyAt) / DAY_MS / l.keyMemoryDays) : 0;
  const knows = sigmoid(l.skill.get(q.topic)! - q.difficulty + dayShift + memory);
  return knows + (1 - knows) / EXAM.choices;
}

interface Variant {
  name: string;
  settings: ReadinessSettings;
  /** Chances from the point masteries alone, their uncertainty ignored. */
  plugIn?: boolean;
}
interface Shown {
  probability: number;
  police: number;
  grade: number;
  /** What the estimate rested on: answers, and lessons with any. */
  answers: number;
  lessons: number;
}

// --set halfLifeDays=7,repeatWeight=0.25 tries other settings in place of READINESS
const overrides = Object.fromEntries(
  (option('--set') ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]),
);
for (const key of Object.keys(overrides)) if (!(key in READINESS)) throw new Error(`--set: no setting ${key}`);
const chosen: Variant = { name: option('--set') ?? 'READINESS', settings: { ...READINESS, ...overrides } };
const variants: Variant[] = args.includes('--sweep')
  ? [
      chosen,
      { name: 'plug-in (no uncertainty)', settings: chosen.settings, plugIn: true },
      { name: 'no decay', settings: { ...chosen.settings, halfLifeDays: 1e9 } },
      { name: 'half-life 3 d', settings: { ...chosen.settings, halfLifeDays: 3 } },
      { name: 'half-life 7 d', settings: { ...chosen.settings, halfLifeDays: 7 } },
      { name: 'half-life 30 d', settings: { ...chosen.settings, halfLifeDays: 30 } },
      { name: 'repeats weigh 1', settings: { ...chosen.settings, repeatWeight: 1 } },
      { name: 'repeats weigh 0.5', settings: { ...chosen.settings, repeatWeight: 0.5 } },
      { name: 'repeats weigh 0.1', settings: { ...chosen.settings, repeatWeight: 0.1 } },
      { name: 'repeats weigh 0', settings: { ...chosen.settings, repeatWeight: 0 } },
      { name: 'no day spread', settings: { ...chosen.settings, daySpread: 0 } },
      { name: 'day spread 0.2', settings: { ...chosen.settings, daySpread: 0.2 } },
      { name: 'day spread 0.4', settings: { ...chosen.settings, daySpread: 0.4 } },
      { name: 'lesson prior 2', settings: { ...chosen.settings, lessonPriorWeight: 2 } },
      { name: 'lesson prior 20', settings: { ...chosen.settings, lessonPriorWeight: 20 } },
      { name: 'prior mean 0.5', settings: { ...chosen.settings, priorMean: 0.5 } },
      { name: 'at least 15 answers', settings: { ...chosen.settings, minAnswers: 15 } },
    ]
  : [chosen];
const records = variants.map(() => [] as Shown[]);
let exams = 0;

/** P(>= mark) from point masteries alone (an unanswered lesson at the mean of the others), for the plug-in variant. */
function plugIn(mastery: Map<number, number | null>) {
  const known = [...mastery.values()].filter((m): m is number => m !== null);
  const overall = known.reduce((s, m) => s + m, 0) / known.length;
  const beliefs = [...mastery].map(([lesson, m]) => ({
    lesson,
    a: (m ?? overall) * 1e9,
    b: (1 - (m ?? overall)) * 1e9,
  }));
  const chances = scoreChances(beliefs, mix);
  const atLeast = (mark: number) => chances.slice(mark).reduce((s, p) => s + p, 0);
  return { probability: atLeast(EXAM.passMark), police: atLeast(POLICE_PASS_MARK) };
}

function simulate(l: Learner) {
  const evidence = variants.map(() => new Map<number, LessonEvidence>());
  const t0 = Date.UTC(2026, 0, 5);
  let courseLesson = 0;
  let lastDay = 0;
  /** One answer, through everything the app does with it; `learn` is how much it teaches the lesson. */
  const answer = (q: Item, now: number, dayShift: number, key: boolean, learn: number) => {
    const first = !l.seen.has(q.id);
    const correct = random() < chance(l, q, dayShift, now);
    l.seen.set(q.id, now);
    l.unseen.get(q.topic)!.delete(q);
    l.seenOrder.get(q.topic)!.delete(q);
    l.seenOrder.get(q.topic)!.add(q);
    if (key) l.keyAt[q.index] = now;
    for (const [v, variant] of variants.entries()) {
      const e = evidence[v]!;
      e.set(q.topic, addAnswer(e.get(q.topic) ?? null, q.topic, { correct, first }, new Date(now), variant.settings));
    }
    const review =
      l.reviews.has(q.id) || !correct ? reviewAfter(l.reviews.get(q.id) ?? null, correct, new Date(now)) : null;
    if (review) {
      l.reviews.set(q.id, review);
      l.due.set(q.id, dueAt(review).getTime());
    } else {
      l.reviews.delete(q.id);
      l.due.delete(q.id);
    }
    // practice teaches the lesson, with diminishing returns; a wrong answer a bit more
    const done = l.practised.get(q.topic)!;
    l.skill.set(q.topic, l.skill.get(q.topic)! + (learn * l.learnRate * (correct ? 1 : 1.5)) / (1 + done / 80));
    l.practised.set(q.topic, done + 1);
    const tally = l.tally.get(q.topic)!;
    tally.all++;
    if (correct) tally.right++;
    return correct;
  };
  /**
   * pickNext's choice, without scanning the whole pool on every answer: a due mistake (the longest due
   * first), else an unseen question at random, else the one seen longest ago.
   */
  const nextQuestion = (lessons: readonly number[], now: number): Item => {
    let due: Item | null = null;
    for (const [id, at] of l.due) {
      const q = byId.get(id)!;
      if (at <= now && lessons.includes(q.topic) && (!due || at < l.due.get(due.id)!)) due = q;
    }
    if (due) return due;
    const unseen = lessons.reduce((n, t) => n + l.unseen.get(t)!.size, 0);
    if (unseen > 0) {
      let k = Math.floor(random() * unseen);
      for (const t of lessons) for (const q of l.unseen.get(t)!) if (k-- === 0) return q;
    }
    const oldest = lessons.map((t) => l.seenOrder.get(t)!.values().next().value!);
    return oldest.reduce((a, b) => (l.seen.get(b.id)! < l.seen.get(a.id)! ? b : a));
  };
  const chooseLesson = () => {
    if (l.style === 'course') return QUESTION_TOPICS[Math.min(courseLesson, QUESTION_TOPICS.length - 1)]!;
    if (l.style === 'weakest' && random() < 0.7) {
      const rate = (t: number) => (l.tally.get(t)!.right + 1) / (l.tally.get(t)!.all + 2);
      return [...QUESTION_TOPICS].sort((x, y) => rate(x) - rate(y))[0]!;
    }
    return pick(QUESTION_TOPICS);
  };

  for (let day = 0; day < l.days; day++) {
    if (random() > l.activeChance) continue;
    // what was learned fades between days, toward where the learner started
    for (const t of QUESTION_TOPICS) {
      const start = l.start.get(t)!;
      l.skill.set(t, start + (l.skill.get(t)! - start) * 0.5 ** ((day - lastDay) / l.forgetDays));
    }
    lastDay = day;
    const dayShift = normal(0, l.daySpread);
    let now = t0 + day * DAY_MS + 15 * 3_600_000 + random() * 3 * 3_600_000;
    const lesson = chooseLesson();
    const lessons: readonly number[] = l.style === 'mixed' ? QUESTION_TOPICS : [lesson];
    for (let i = 0; i < l.perDay; i++) {
      answer(nextQuestion(lessons, now), now, dayShift, true, 1);
      now += 40_000;
    }
    if (random() < l.selfCheckChance) {
      let right = 0;
      for (const q of freshestFirst(byLesson.get(lesson)!, l.seen, random, PRACTICE.selfCheckQuestions)) {
        if (answer(q, now, dayShift, true, 1)) right++;
        now += 40_000;
      }
      if (l.style === 'course' && right >= 4) courseLesson++;
    }
    if (l.style === 'course' && random() < 0.3) courseLesson++;
    if (random() < l.examChance) {
      now += 600_000;
      exams++;
      const shown = variants.map((variant, v) => {
        const at = new Date(now);
        const { readiness, mastery } = estimateReadiness([...evidence[v]!.values()], mix, at, variant.settings);
        if (readiness.status !== 'estimate') return null;
        const basis = { answers: readiness.answers, lessons: [...mastery.values()].filter((m) => m !== null).length };
        if (variant.plugIn) return { ...basis, ...plugIn(mastery) };
        return { ...basis, probability: readiness.probability!, police: readiness.policeProbability! };
      });
      const reviewed = random() < l.reviewChance;
      let grade = 0;
      for (const id of drawExam(bank, random, l.seen)) {
        if (answer(byId.get(id)!, now, dayShift, reviewed, 0.5)) grade++;
        now += 50_000;
      }
      for (const [v, s] of shown.entries()) if (s) records[v]!.push({ ...s, grade });
    }
  }
}

const started = performance.now();
for (let i = 0; i < LEARNERS; i++) simulate(makeLearner());
const seconds = (performance.now() - started) / 1000;

const passed = (r: Shown, mark: number) => (r.grade >= mark ? 1 : 0);
const mean = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** Calibration by tenths of the predicted chance, and the Brier score. */
function calibrate(rows: readonly Shown[], which: 'probability' | 'police') {
  const mark = which === 'probability' ? EXAM.passMark : POLICE_PASS_MARK;
  const bins = Array.from({ length: 10 }, (_, i) => rows.filter((r) => Math.min(9, Math.floor(r[which] * 10)) === i));
  const rate = mean(rows, (r) => passed(r, mark));
  const gaps = bins.map((b) => (b.length ? mean(b, (r) => passed(r, mark) - r[which]) : 0));
  return {
    rows: bins.map((b, i) => ({
      n: b.length,
      predicted: mean(b, (r) => r[which]),
      observed: mean(b, (r) => passed(r, mark)),
      gap: gaps[i]!,
    })),
    brier: mean(rows, (r) => (r[which] - passed(r, mark)) ** 2),
    reference: rate * (1 - rate),
    worst: Math.max(...gaps.filter((_, i) => bins[i]!.length >= 100).map(Math.abs)),
    over: gaps.filter((g, i) => bins[i]!.length >= 100 && Math.abs(g) > 0.05).length,
    exams: rows.length,
  };
}

function table(name: string, result: ReturnType<typeof calibrate>) {
  console.log(`\n${name}: ${result.exams} exams`);
  console.log('| predicted | exams | mean predicted | observed pass rate | observed − predicted (pp) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [i, b] of result.rows.entries()) {
    const gap = `${b.gap >= 0 ? '+' : ''}${(100 * b.gap).toFixed(1)}`;
    const cells = b.n ? [pct(b.predicted), pct(b.observed), gap] : ['–', '–', '–'];
    console.log(`| ${i * 10}-${i * 10 + 10} % | ${b.n} | ${cells.join(' | ')} |`);
  }
  console.log(
    `Brier ${result.brier.toFixed(4)} (always saying the overall pass rate: ${result.reference.toFixed(4)}); ` +
      `worst gap in a tenth of >= 100 exams: ${(100 * result.worst).toFixed(1)} pp`,
  );
}

console.log(
  `${LEARNERS} learners (${WORLD}), seed ${SEED}, ${seconds.toFixed(1)} s: ` +
    `${exams} mock exams, ${records[0]!.length} with an estimate before them`,
);
if (variants.length > 1) {
  console.log('| variant | Brier | worst gap (pp, tenths of >= 100 exams) | tenths over 5 pp |');
  console.log('|---|---:|---:|---:|');
  for (const [v, variant] of variants.entries()) {
    const r = calibrate(records[v]!, 'probability');
    console.log(`| ${variant.name} | ${r.brier.toFixed(4)} | ${(100 * r.worst).toFixed(1)} | ${r.over} |`);
  }
}
table(`P(>= ${EXAM.passMark} of 20), our mock's pass mark`, calibrate(records[0]!, 'probability'));
table(`P(>= ${POLICE_PASS_MARK} of 20), the police's pass mark`, calibrate(records[0]!, 'police'));

const bands: [string, (r: Shown) => boolean][] = [
  ['30-59 answers', (r) => r.answers < 60],
  ['60-149 answers', (r) => r.answers >= 60 && r.answers < 150],
  ['150-399 answers', (r) => r.answers >= 150 && r.answers < 400],
  ['400 answers or more', (r) => r.answers >= 400],
  ['answers in 1-5 lessons', (r) => r.lessons <= 5],
  ['answers in 6-10 lessons', (r) => r.lessons >= 6 && r.lessons <= 10],
  ['answers in all 11 lessons', (r) => r.lessons === 11],
];
console.log(`\nBy what the estimate rested on, P(>= ${EXAM.passMark}):`);
console.log('| before the exam, the learner had | exams | mean predicted | observed pass rate | Brier |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, test] of bands) {
  const rows = records[0]!.filter(test);
  const p = (r: Shown) => passed(r, EXAM.passMark);
  const brier = rows.length ? mean(rows, (r) => (r.probability - p(r)) ** 2).toFixed(4) : '–';
  console.log(
    `| ${name} | ${rows.length} | ${pct(mean(rows, (r) => r.probability))} | ${pct(mean(rows, p))} | ${brier} |`,
  );
}
