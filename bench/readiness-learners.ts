// The simulated learners of bench/readiness-calibration.ts: the bank, the worlds and profiles, and one
// learner's journey through the app's own rules (freshestFirst, drawExam with the seen map, the mistakes'
// reviewAfter, pickNext's order, an exam's retry). Nothing here knows the estimator: a Tracker is told
// each answer as the server would weigh it and asked, before each mock exam, what it would show.
import { readdirSync, readFileSync } from 'node:fs';
import { EXAM, QUESTION_TOPICS } from '../packages/domain/src/exam.ts';
import { drawExam, freshestFirst } from '../packages/domain/src/exam-draw.ts';
import { PRACTICE } from '../packages/domain/src/practice.ts';
import { EXAM_PARTS, examMix, partOf, type WeighedAnswer } from '../packages/domain/src/readiness.ts';
import { dueAt, type ReviewState, reviewAfter } from '../packages/domain/src/review-queue.ts';
import { DAY_MS } from '../packages/domain/src/time.ts';

/** sfc32: small, fast, and the same figures on every machine for the same seed. */
export function prng(seed: number) {
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

/** The ranges each learner's traits are drawn from (docs/learning.md); a world may change some. */
const BASE = {
  daySpread: [0.05, 0.7],
  forgetDays: [3, 60],
  keyMemory: [0.5, 3],
  keyMemoryDays: [1, 30],
  learnRate: [0.005, 0.06],
};
type Ranges = typeof BASE;

/**
 * Who the learners are. `base` follows the estimator's assumption: a part never practised is like the
 * learner's others. The narrow ones (review of cd89d53, §1) are weak where they did not study.
 */
export const PROFILES = ['base', 'signs-only', 'driller', 'few-lessons', 'memoriser', 'retrier', 'explainer'] as const;
type Profile = (typeof PROFILES)[number];

export const WORLDS: { [name: string]: { ranges?: Partial<Ranges>; profiles?: Partial<Record<Profile, number>> } } = {
  base: {},
  calm: { ranges: { daySpread: [0, 0.2] } },
  moody: { ranges: { daySpread: [0.5, 1.1] } },
  forgetful: { ranges: { forgetDays: [1, 7] } },
  crammers: { ranges: { keyMemory: [2, 4], keyMemoryDays: [15, 60] } },
  'fast-learners': { ranges: { learnRate: [0.04, 0.15] } },
  'signs-only': { profiles: { 'signs-only': 1 } },
  driller: { profiles: { driller: 1 } },
  'few-lessons': { profiles: { 'few-lessons': 1 } },
  memoriser: { profiles: { memoriser: 1 } },
  retrier: { profiles: { retrier: 1 } },
  explainer: { profiles: { explainer: 1 } },
  mixed: {
    profiles: { base: 4, 'signs-only': 1, driller: 1, 'few-lessons': 1, memoriser: 1, retrier: 1, explainer: 1 },
  },
};

/** What the estimator is told and asked; one per learner. */
export interface Tracker {
  answer(part: number, answer: WeighedAnswer, now: Date): void;
  /** Per variant, the chance it would show before an exam now, or NaN when it withholds it. */
  estimate(now: Date): Float64Array;
}

export interface ExamRecord {
  /** The learner's profile; a base learner's by how they choose what to practise. */
  profile: string;
  /** Before the exam the learner had first-time answers in every part of the exam. */
  covered: boolean;
  /** The same, counting practice and self-checks only: the learner studied the whole course. */
  studied: boolean;
  /** Questions on the paper the learner had seen before (the draw keeps each lesson's share for life). */
  repeats: number;
  grade: number;
  shown: Float64Array;
}

interface Item {
  index: number;
  id: string;
  topic: number;
  sign: string | null;
  part: number;
  /** Lessons' questions with and without a sign are kept apart, so practice can be scoped to signs. */
  cell: number;
  /** How hard the question is, on the log-odds scale: the same for every learner. */
  difficulty: number;
}
const cellOf = (topic: number, signed: boolean) => topic * 2 + (signed ? 1 : 0);
const lessonCells = (t: number) => [cellOf(t, false), cellOf(t, true)];
const TOPICS: readonly number[] = QUESTION_TOPICS;
const ALL_CELLS = TOPICS.flatMap(lessonCells);
const SIGN_CELLS = TOPICS.map((t) => cellOf(t, true));

const sources = (() => {
  const dir = new URL('../content/questions/', import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((f) =>
      readFileSync(new URL(f, dir), 'utf8')
        .split(/^## (?=\d{2}-\d{3}\s*$)/m)
        .slice(1),
    )
    .map((text) => ({ id: text.slice(0, 6), sign: /\]\(sign:([^)\s]+)\)/.exec(text)?.[1] ?? null }));
})();
export const bankSize = sources.length;
export const mix = examMix(sources.map((q) => ({ topic: Number(q.id.slice(0, 2)), sign: q.sign })));
const examParts = EXAM_PARTS.filter((p) => (mix.get(p) ?? 0) > 0);

/** One world's learners, from `seed`: the bank's difficulties too, so a world gives the same figures alone or among all. */
export function runWorld(name: string, seed: number, learners: number, tracker: () => Tracker) {
  const world = WORLDS[name];
  if (!world) throw new Error(`--world is one of: ${Object.keys(WORLDS).join(', ')}`);
  const ranges = { ...BASE, ...world.ranges };
  const weights = Object.entries(world.profiles ?? { base: 1 }) as [Profile, number][];
  const random = prng(seed);
  const uniform = (lo: number, hi: number) => lo + (hi - lo) * random();
  const within = ([lo, hi]: number[]) => uniform(lo!, hi!);
  const normal = (mean = 0, sd = 1) =>
    mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const sample = <T>(items: readonly T[], k: number) => {
    const left = [...items];
    return Array.from({ length: k }, () => left.splice(Math.floor(random() * left.length), 1)[0]!);
  };
  const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
  const perPart = <T>(value: (part: number) => T) => new Map<number, T>(EXAM_PARTS.map((p) => [p, value(p)]));

  const hardness = new Map<number, number>(TOPICS.map((t) => [t, normal(0, 0.4)]));
  const bank: Item[] = sources.map(({ id, sign }, index) => {
    const topic = Number(id.slice(0, 2));
    const difficulty = normal(hardness.get(topic)!, 1);
    return { index, id, topic, sign, part: partOf({ topic, sign }), cell: cellOf(topic, sign !== null), difficulty };
  });
  const byId = new Map(bank.map((q) => [q.id, q]));
  const byLesson = new Map<number, Item[]>(TOPICS.map((t) => [t, bank.filter((q) => q.topic === t)]));
  const totalWeight = weights.reduce((s, [, w]) => s + w, 0);
  const drawProfile = () => {
    let x = random() * totalWeight;
    for (const [profile, w] of weights) {
      x -= w;
      if (x < 0) return profile;
    }
    return weights[0]![0];
  };

  /** A learner of `profile`: nothing here is visible to the estimator, which only sees right or wrong. */
  function makeLearner(profile: Profile) {
    const general = normal(0.3, 1.1);
    const uneven = uniform(0.1, 1.0);
    const l = {
      profile: profile as string,
      /** What the learner knows of each part at first, on the log-odds scale (before the 1-in-4 guess). */
      start: perPart(() => general + normal(0, uneven)),
      skill: new Map<number, number>(),
      practised: perPart(() => 0),
      // some learn nothing from practice, some a lot
      learnRate: random() < 0.2 ? 0 : within(ranges.learnRate),
      // learning fades back toward the start with this half-life, in days
      forgetDays: within(ranges.forgetDays),
      // a key seen is remembered for that question: a boost, fading with its own half-life
      keyMemory: within(ranges.keyMemory),
      keyMemoryDays: within(ranges.keyMemoryDays),
      // good and bad days
      daySpread: within(ranges.daySpread),
      activeChance: uniform(0.25, 0.95),
      perDay: Math.round(uniform(4, 45)),
      selfCheckChance: uniform(0, 0.5),
      examChance: uniform(0.05, 0.6),
      reviewChance: uniform(0.2, 1),
      days: Math.round(uniform(7, 60)),
      /** Retries of each exam's paper, after its review. */
      retries: 0,
      /** What reading a wrong answer's explanation adds, for good, to that part. */
      explainGain: 0,
      /** The lessons the learner studies; null: what `style` chooses. */
      studies: null as number[] | null,
      /** Practice scoped to the questions with a sign. */
      signsOnly: false,
      style: pick(['course', 'random', 'mixed', 'weakest'] as const),
      seen: new Map<string, number>(),
      /** Per cell, questions never seen, and the seen ones from longest ago (a Set keeps insertion order). */
      unseen: new Map(ALL_CELLS.map((c) => [c, new Set(bank.filter((q) => q.cell === c))])),
      seenOrder: new Map(ALL_CELLS.map((c) => [c, new Set<Item>()])),
      keyAt: new Float64Array(bank.length).fill(-1),
      reviews: new Map<string, ReviewState>(),
      due: new Map<string, number>(),
      tally: new Map<number, { right: number; all: number }>(TOPICS.map((t) => [t, { right: 0, all: 0 }])),
      firsts: perPart(() => 0),
      /** First-time answers outside mock exams. */
      studied: perPart(() => 0),
    };
    /** Weak where not studied: a level about `level`, each part near it. */
    const weak = (level: number) => {
      const g = normal(level, 0.3);
      for (const p of EXAM_PARTS) l.start.set(p, g + normal(0, 0.3));
    };
    const strongRemembering = () => {
      l.keyMemory = uniform(4, 6);
      l.keyMemoryDays = uniform(20, 60);
    };
    if (profile === 'signs-only') {
      weak(-0.6);
      l.start.set(0, normal(1.3, 0.5));
      l.signsOnly = true;
      l.selfCheckChance = 0;
    } else if (profile === 'driller') {
      weak(-0.4);
      const lesson = pick([3, 4, 6, 7, 9, 11]);
      l.start.set(lesson, normal(1.5, 0.5));
      l.studies = [lesson];
    } else if (profile === 'few-lessons') {
      weak(-0.4);
      l.studies = sample(TOPICS, 2 + Math.floor(random() * 4));
      for (const t of l.studies) l.start.set(t, normal(0.8, 0.6));
    } else if (profile === 'memoriser') {
      weak(-0.5);
      strongRemembering();
      l.learnRate = uniform(0, 0.01);
      l.studies = sample([8, 10, 13], 1 + Math.floor(random() * 2));
      l.perDay = Math.round(uniform(20, 60));
    } else if (profile === 'retrier') {
      weak(-0.2);
      strongRemembering();
      l.style = 'mixed';
      l.perDay = Math.round(uniform(4, 20));
      l.examChance = uniform(0.2, 0.6);
      l.reviewChance = 1;
      l.retries = 4;
      l.selfCheckChance = 0;
    } else if (profile === 'explainer') {
      const g = normal(-0.4, 0.7);
      for (const p of EXAM_PARTS) l.start.set(p, g + normal(0, 0.3));
      l.explainGain = uniform(0.06, 0.12);
      l.style = pick(['course', 'mixed'] as const);
    } else l.profile = `base:${l.style}`;
    l.skill = new Map(l.start);
    return l;
  }
  type Learner = ReturnType<typeof makeLearner>;

  /** The learner's chance of a right answer: what they know, the question, the day, a remembered key, a guess. */
  function chance(l: Learner, q: Item, dayShift: number, now: number) {
    const keyAt = l.keyAt[q.index]!;
    const memory = keyAt >= 0 ? l.keyMemory * 0.5 ** ((now - keyAt) / DAY_MS / l.keyMemoryDays) : 0;
    const knows = sigmoid(l.skill.get(q.part)! - q.difficulty + dayShift + memory);
    return knows + (1 - knows) / EXAM.choices;
  }

  const records: ExamRecord[] = [];
  let exams = 0;
  let answers = 0;

  function simulate(l: Learner, t: Tracker) {
    const t0 = Date.UTC(2026, 0, 5);
    let courseLesson = 0;
    let lastDay = 0;
    /** One answer, through everything the app does with it; `learn` is how much it teaches the part: 1 in practice, 0.5 in an exam. */
    const answer = (q: Item, now: number, dayShift: number, key: boolean, learn: number, retry = false) => {
      const lastSeen = l.seen.get(q.id);
      const correct = random() < chance(l, q, dayShift, now);
      answers++;
      if (lastSeen === undefined) l.firsts.set(q.part, l.firsts.get(q.part)! + 1);
      if (lastSeen === undefined && learn === 1) l.studied.set(q.part, l.studied.get(q.part)! + 1);
      t.answer(q.part, { correct, lastSeen: lastSeen === undefined ? null : new Date(lastSeen), retry }, new Date(now));
      l.seen.set(q.id, now);
      l.unseen.get(q.cell)!.delete(q);
      l.seenOrder.get(q.cell)!.delete(q);
      l.seenOrder.get(q.cell)!.add(q);
      if (key) l.keyAt[q.index] = now;
      const review =
        l.reviews.has(q.id) || !correct ? reviewAfter(l.reviews.get(q.id) ?? null, correct, new Date(now)) : null;
      if (review) {
        l.reviews.set(q.id, review);
        l.due.set(q.id, dueAt(review).getTime());
      } else {
        l.reviews.delete(q.id);
        l.due.delete(q.id);
      }
      // practice teaches the part, with diminishing returns; a wrong answer a bit more
      const done = l.practised.get(q.part)!;
      const taught = (learn * l.learnRate * (correct ? 1 : 1.5)) / (1 + done / 80);
      // an explainer keeps what a wrong answer's explanation taught
      const explained = !correct && key ? l.explainGain / (1 + done / 80) : 0;
      l.skill.set(q.part, l.skill.get(q.part)! + taught + explained);
      l.start.set(q.part, l.start.get(q.part)! + explained);
      l.practised.set(q.part, done + 1);
      const tally = l.tally.get(q.topic)!;
      tally.all++;
      if (correct) tally.right++;
      return correct;
    };
    /** pickNext's choice over the cells: a due mistake (longest due first), else an unseen question, else the oldest seen. */
    const nextQuestion = (cells: readonly number[], now: number): Item | null => {
      let due: Item | null = null;
      for (const [id, at] of l.due) {
        const q = byId.get(id)!;
        if (at <= now && cells.includes(q.cell) && (!due || at < l.due.get(due.id)!)) due = q;
      }
      if (due) return due;
      const unseen = cells.reduce((n, c) => n + l.unseen.get(c)!.size, 0);
      if (unseen > 0) {
        let k = Math.floor(random() * unseen);
        for (const c of cells) for (const q of l.unseen.get(c)!) if (k-- === 0) return q;
      }
      let oldest: Item | null = null;
      for (const c of cells) {
        const q = l.seenOrder.get(c)!.values().next().value;
        if (q && (!oldest || l.seen.get(q.id)! < l.seen.get(oldest.id)!)) oldest = q;
      }
      return oldest;
    };
    const chooseLesson = () => {
      if (l.studies) return pick(l.studies);
      if (l.style === 'course') return TOPICS[Math.min(courseLesson, TOPICS.length - 1)]!;
      if (l.style === 'weakest' && random() < 0.7) {
        const rate = (t: number) => (l.tally.get(t)!.right + 1) / (l.tally.get(t)!.all + 2);
        return [...TOPICS].sort((x, y) => rate(x) - rate(y))[0]!;
      }
      return pick(TOPICS);
    };

    for (let day = 0; day < l.days; day++) {
      if (random() > l.activeChance) continue;
      // what was learned fades between days, toward where the learner started
      for (const p of EXAM_PARTS) {
        const start = l.start.get(p)!;
        l.skill.set(p, start + (l.skill.get(p)! - start) * 0.5 ** ((day - lastDay) / l.forgetDays));
      }
      lastDay = day;
      const dayShift = normal(0, l.daySpread);
      let now = t0 + day * DAY_MS + 15 * 3_600_000 + random() * 3 * 3_600_000;
      const lesson = chooseLesson();
      const cells = l.signsOnly ? SIGN_CELLS : l.style === 'mixed' && !l.studies ? ALL_CELLS : lessonCells(lesson);
      for (let i = 0; i < l.perDay; i++) {
        const q = nextQuestion(cells, now);
        if (q) answer(q, now, dayShift, true, 1);
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
        const shown = t.estimate(new Date(now));
        const covered = examParts.every((p) => l.firsts.get(p)! > 0);
        const studied = examParts.every((p) => l.studied.get(p)! > 0);
        const reviewed = random() < l.reviewChance;
        let grade = 0;
        const paper = drawExam(bank, random, l.seen).map((id) => byId.get(id)!);
        const seenBefore = paper.filter((q) => l.seen.has(q.id)).length;
        for (const q of paper) {
          if (answer(q, now, dayShift, reviewed, 0.5)) grade++;
          now += 50_000;
        }
        records.push({ profile: l.profile, covered, studied, repeats: seenBefore, grade, shown });
        // the retrier reads the review, then takes the same paper again, the keys minutes old
        for (let r = 0; r < l.retries; r++) {
          now += 300_000;
          for (const q of paper) {
            answer(q, now, dayShift, true, 0.5, true);
            now += 30_000;
          }
        }
      }
    }
  }

  const started = performance.now();
  for (let i = 0; i < learners; i++) simulate(makeLearner(drawProfile()), tracker());
  return { records, exams, answers, seconds: (performance.now() - started) / 1000 };
}
