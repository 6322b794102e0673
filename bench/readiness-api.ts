// Readiness as the app shows it, checked through the real HTTP API (issue 39: "withheld or within 20
// points of their real pass rate"), with the learners of the independent review (learning-review.md §1).
// Each learner signs up, takes the free day, practises as their profile does (`/api/practice/next` with
// `?lesson=N`, `?signs=all` or no scope, then `/api/practice/answers`), reads `readiness` from
// `/api/progress`, then takes 10 new mock exams. Answers come from a 3PL-like model the app never sees:
// c + (1 − c)·σ(a(θ − b)), a skill per lesson and one for reading signs, a seen key recalled.
// The server is the real one from source on a fresh database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), serving a copy of the bank `npm run build` compiled
// (build/content), or with --compile `content/` compiled for this run.
// Run: nice npx tsx bench/readiness-api.ts [--per-profile 12] [--seed 7] [--at-once 4] [--exams 10]
//      [--profiles signOnly,driller,memoriser,retrier,balanced] [--compile]
// Exits 1 when a profile is shown a chance that is off its pass rate by more than 20 points on average.
// Results: docs/learning.md, "Through the real API (issue 39)".
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../apps/server/src/cli/free-port.ts';
import { buildContent } from '../apps/server/src/content/build-content.ts';
import { loadContent } from '../apps/server/src/content/content-store.ts';
import { exited, spawnServer } from '../apps/server/test/spawn-server.ts';
import { EXAM } from '../packages/domain/src/exam.ts';
import { drawExam } from '../packages/domain/src/exam-draw.ts';
import type { Progress } from '../packages/domain/src/practice.ts';
import { partOf } from '../packages/domain/src/readiness.ts';
import { prng } from './readiness-learners.ts';
import { createBenchDatabase, inBatches, median, progress, signUp, table, timed } from './support.ts';

const { values: args } = parseArgs({
  options: {
    'per-profile': { type: 'string', default: '12' },
    seed: { type: 'string', default: '7' },
    'at-once': { type: 'string', default: '4' },
    exams: { type: 'string', default: '10' },
    profiles: { type: 'string', default: 'signOnly,driller,memoriser,retrier,balanced' },
    compile: { type: 'boolean', default: false },
  },
});
const PER_PROFILE = Number(args['per-profile']);
const SEED = Number(args.seed);
const AT_ONCE = Number(args['at-once']);
const EXAMS = Number(args.exams);
/** Off by more than this, on average over a profile's learners shown a chance, fails the issue's test. */
const WITHIN_POINTS = 20;
/** Runs of the exams drawn per learner for the model's own chance of passing (no binomial noise of 10 exams). */
const MODEL_SEQUENCES = 20;

const PROFILES = ['signOnly', 'driller', 'memoriser', 'retrier', 'balanced'] as const;
type Profile = (typeof PROFILES)[number];
const chosen = args.profiles.split(',') as Profile[];
for (const p of chosen) if (!PROFILES.includes(p)) throw new Error(`--profiles: one of ${PROFILES.join(', ')}`);

// The bank the server will serve, in a folder of this run's own: a rebuild meanwhile changes nothing here.
const contentDist = mkdtempSync(join(tmpdir(), 'readiness-api-content-'));
try {
  if (args.compile) buildContent(fileURLToPath(new URL('../content/', import.meta.url)), contentDist);
  else cpSync(fileURLToPath(new URL('../build/content/', import.meta.url)), contentDist, { recursive: true });
} catch (error) {
  rmSync(contentDist, { recursive: true, force: true });
  throw error;
}
const bank = loadContent(contentDist).questions;
const byId = new Map(bank.map((q) => [q.id, q]));
const keyText = (id: string) => {
  const q = byId.get(id)!;
  return q.choices[q.correct]!;
};

const gaussian = (random: () => number, mean: number, sd: number) =>
  mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

// Each question's parameters, the same for every learner: difficulty b by lesson, discrimination a,
// and one in five a trap (much harder, with a distractor more attractive than a guess).
const items = (() => {
  const random = prng(SEED);
  const normal = (mean: number, sd: number) => gaussian(random, mean, sd);
  const hardness = new Map<number, number>();
  for (const q of bank) if (!hardness.has(q.topic)) hardness.set(q.topic, normal(-0.3, 0.4));
  return new Map(
    bank.map((q) => {
      const trap = random() < 0.2;
      const b = normal(hardness.get(q.topic)!, 1) + (trap ? 1.8 : 0);
      return [q.id, { a: Math.exp(normal(0, 0.35)), b, c: trap ? 0.12 : 0.25, part: partOf(q) }];
    }),
  );
})();

interface Learner {
  n: number;
  profile: Profile;
  random: () => number;
  /** θ per part of the exam: 0 the signs, else a lesson's questions without a sign. */
  skill: Map<number, number>;
  /** P(right again) = p + (1 − p)·recall once the key was seen. */
  recall: number;
  /** The lessons a driller or a memoriser practises. */
  lessons: number[];
  keySeen: Set<string>;
  seen: Map<string, number>;
  cookie: string;
  practice: { firsts: number; firstsRight: number; repeats: number; repeatsRight: number };
}

function makeLearner(profile: Profile, n: number): Learner {
  const random = prng(SEED * 100_003 + n);
  const normal = (mean: number, sd: number) => gaussian(random, mean, sd);
  const sample = (from: number[], k: number) => [...from].sort(() => random() - 0.5).slice(0, k);
  const parts = [0, ...new Set(bank.map((q) => q.topic))];
  /** A level about `level`, each part near it. */
  const around = (level: number, spread: number) => {
    const g = normal(level, 0.3);
    return new Map(parts.map((p) => [p, g + normal(0, spread)]));
  };
  let skill: Map<number, number>;
  let recall = 0.2 + 0.4 * random();
  let lessons: number[] = [];
  if (profile === 'signOnly') {
    skill = around(-0.6, 0.3);
    skill.set(0, normal(1.3, 0.5));
  } else if (profile === 'driller') {
    skill = around(-0.4, 0.3);
    lessons = sample([3, 4, 6, 7, 9, 11], 1);
    skill.set(lessons[0]!, normal(1.5, 0.5));
  } else if (profile === 'memoriser') {
    skill = around(-0.5, 0.3);
    recall = 0.95;
    lessons = sample([8, 10, 13], 1 + Math.floor(random() * 2));
  } else if (profile === 'retrier') {
    skill = around(-0.2, 0.3);
    recall = 0.95;
  } else {
    const g = normal(0.4, 0.9);
    skill = new Map(parts.map((p) => [p, g + normal(0, 0.5)]));
  }
  return {
    n,
    profile,
    random,
    skill,
    recall,
    lessons,
    keySeen: new Set(),
    seen: new Map(),
    cookie: '',
    practice: { firsts: 0, firstsRight: 0, repeats: 0, repeatsRight: 0 },
  };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
function chance(l: Learner, id: string) {
  const { a, b, c, part } = items.get(id)!;
  const p = c + (1 - c) * sigmoid(a * (l.skill.get(part)! - b));
  return l.keySeen.has(id) ? p + (1 - p) * l.recall : p;
}

/** The choice the learner picks among `texts`: the key with their chance, else one of the others. */
function choose(l: Learner, id: string, texts: string[]) {
  const key = texts.indexOf(keyText(id));
  if (key < 0) throw new Error(`no key found for ${id} by its text`);
  const right = l.random() < chance(l, id);
  const others = texts.map((_, i) => i).filter((i) => i !== key);
  return { right, position: right ? key : others[Math.floor(l.random() * others.length)]! };
}

let base = '';
let requests = 0;
async function call(l: Learner, method: string, path: string, body?: unknown) {
  requests++;
  const res = await timed(base, method, path, l.cookie, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** `count` practice answers in `scope` (a query string, '' for everything). */
async function practise(l: Learner, scope: string, count: number) {
  for (let i = 0; i < count; i++) {
    const { question } = await call(l, 'GET', `/api/practice/next${scope}`);
    if (!question) break;
    const texts: string[] = question.choices.map((c: { text: string }) => c.text);
    const first = !l.seen.has(question.id);
    const { right, position } = choose(l, question.id, texts);
    const feedback = await call(l, 'POST', '/api/practice/answers', {
      questionId: question.id,
      choice: question.choices[position].index,
      requestId: crypto.randomUUID(),
    });
    if (feedback.correct !== right) throw new Error(`the server graded ${question.id} otherwise`);
    if (first) {
      l.practice.firsts++;
      if (right) l.practice.firstsRight++;
    } else {
      l.practice.repeats++;
      if (right) l.practice.repeatsRight++;
    }
    l.keySeen.add(question.id);
    l.seen.set(question.id, Date.now());
  }
}

/** One mock exam (a retry of `retryOf` when given), answered by the model; the grade, and the exam's id. */
async function mockExam(l: Learner, retryOf?: string) {
  const exam = await call(l, 'POST', '/api/exams', retryOf ? { retryOf } : undefined);
  let count = 0;
  for (const [position, q] of (exam.questions as { id: string; choices: string[] }[]).entries()) {
    const { right, position: choice } = choose(l, q.id, q.choices);
    if (right) count++;
    await call(l, 'PUT', `/api/exams/${exam.id}/answers/${position}`, { choice });
  }
  const result = await call(l, 'POST', `/api/exams/${exam.id}/finish`);
  if (result.grade !== count) throw new Error(`exam ${exam.id}: graded ${result.grade}, the model counted ${count}`);
  const now = Date.now();
  for (const q of exam.questions) l.seen.set(q.id, now);
  return { grade: count as number, id: exam.id as string };
}

/** The review of an exam read: its keys are seen. */
async function readReview(l: Learner, id: string) {
  const review = await call(l, 'GET', `/api/exams/${id}/review`);
  for (const q of review.questions) l.keySeen.add(q.id);
}

/** P(at least `mark` of these right), exactly. */
function atLeast(chances: number[], mark: number) {
  let dist = [1];
  for (const p of chances) {
    const next = new Array(dist.length + 1).fill(0);
    dist.forEach((d, k) => {
      next[k] += d * (1 - p);
      next[k + 1] += d * p;
    });
    dist = next;
  }
  return dist.slice(mark).reduce((s, d) => s + d, 0);
}

/** The model's own chance of passing the next `EXAMS` new exams, on average: papers drawn as the server does. */
function modelChance(l: Learner) {
  let sum = 0;
  for (let s = 0; s < MODEL_SEQUENCES; s++) {
    const seen = new Map(l.seen);
    for (let e = 0; e < EXAMS; e++) {
      const paper = drawExam(bank, l.random, seen);
      sum += atLeast(
        paper.map((id) => chance(l, id)),
        EXAM.passMark,
      );
      const now = Date.now() + e + 1;
      for (const id of paper) seen.set(id, now);
    }
  }
  return sum / (MODEL_SEQUENCES * EXAMS);
}

const between = (l: Learner, lo: number, hi: number) => lo + Math.floor(l.random() * (hi - lo + 1));

/** What each profile does before the readiness is read (the review's §1). */
async function study(l: Learner) {
  if (l.profile === 'signOnly') return practise(l, '?signs=all', between(l, 60, 190));
  if (l.profile === 'driller') return practise(l, `?lesson=${l.lessons[0]}`, between(l, 50, 150));
  if (l.profile === 'memoriser') {
    const total = between(l, 150, 260);
    // 20 at a time in each of their small lessons, again and again
    for (let done = 0, k = 0; done < total; done += 20, k++)
      await practise(l, `?lesson=${l.lessons[k % l.lessons.length]}`, Math.min(20, total - done));
    return;
  }
  if (l.profile === 'retrier') {
    await practise(l, '', between(l, 40, 70));
    for (let e = 0; e < 2; e++) {
      const { id } = await mockExam(l);
      await readReview(l, id);
      for (let r = 0; r < 4; r++) await mockExam(l, id);
    }
    return;
  }
  return practise(l, '', between(l, 80, 220));
}

interface Outcome {
  profile: Profile;
  answers: number;
  coverage: number;
  /** The chance shown, 0 to 1; null when withheld. */
  shown: number | null;
  passed: number;
  model: number;
  practice: Learner['practice'];
  /** Each of the `EXAMS` new exams: the chance shown as it started (null: withheld), and whether it passed. */
  exams: { shown: number | null; passed: boolean }[];
}

const shownOf = ({ readiness }: Progress) => (readiness.status === 'not_yet' ? null : readiness.probability);

async function run(l: Learner): Promise<Outcome> {
  l.cookie = await signUp(base, `ra${SEED}-${l.n}`);
  await call(l, 'POST', '/api/subscription/trial');
  await study(l);
  const after = (await call(l, 'GET', '/api/progress')) as Progress;
  const { readiness } = after;
  const shown = shownOf(after);
  const model = modelChance(l);
  const exams: Outcome['exams'] = [];
  for (let e = 0; e < EXAMS; e++) {
    // as the exam's page shows it before each start: exam answers cover the parts practice left out
    const before = e === 0 ? shown : shownOf(await call(l, 'GET', '/api/progress'));
    exams.push({ shown: before, passed: (await mockExam(l)).grade >= EXAM.passMark });
  }
  const passed = exams.filter((x) => x.passed).length;
  progress(
    `${l.profile} #${l.n}: ${shown === null ? `withheld (coverage ${pct(readiness.coverage)})` : `shown ${pct(shown)}`}, passed ${passed} of ${EXAMS}, model ${pct(model)}`,
  );
  return {
    profile: l.profile,
    answers: readiness.answers,
    coverage: readiness.coverage,
    shown,
    passed: passed / EXAMS,
    model,
    practice: l.practice,
    exams,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const pp = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

const database = await createBenchDatabase('readiness_api');
const cacheDir = mkdtempSync(join(tmpdir(), 'readiness-api-cache-'));
const port = await freePort();
const started = performance.now();
const server = await spawnServer(port, {
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  CONTENT_DIST: contentDist,
  CACHE_DIR: cacheDir,
  WEB_DIST: join(cacheDir, 'no-web-app'),
});
base = `http://127.0.0.1:${port}`;
let outcomes: Outcome[] = [];
try {
  // Profiles interleaved, so that a slow stretch of the machine falls on all of them alike.
  const learners = Array.from({ length: PER_PROFILE }, (_, i) =>
    chosen.map((profile, k) => makeLearner(profile, i * chosen.length + k)),
  ).flat();
  progress(`${learners.length} learners, ${bank.length} questions, ${AT_ONCE} at once, on ${base}`);
  outcomes = await inBatches(learners, AT_ONCE, run);
} finally {
  const done = exited(server);
  server.kill('SIGTERM');
  await done;
  await database.drop();
  rmSync(contentDist, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
}
const minutes = (performance.now() - started) / 60_000;

let failed = false;
const rows = chosen.map((profile) => {
  const all = outcomes.filter((o) => o.profile === profile);
  const shown = all.filter((o) => o.shown !== null);
  const gap = shown.length ? mean(shown.map((o) => o.passed - o.shown!)) : NaN;
  const ok = shown.length === 0 || Math.abs(gap) <= WITHIN_POINTS / 100;
  if (!ok) failed = true;
  const p = all.reduce(
    (s, o) => ({
      f: s.f + o.practice.firsts,
      fr: s.fr + o.practice.firstsRight,
      r: s.r + o.practice.repeats,
      rr: s.rr + o.practice.repeatsRight,
    }),
    { f: 0, fr: 0, r: 0, rr: 0 },
  );
  const verdict = shown.length === 0 ? '✓ all withheld' : ok ? '✓ within 20' : '✗ off by more than 20';
  return [
    profile,
    all.length,
    median(all.map((o) => o.answers)),
    pct(median(all.map((o) => o.coverage))),
    `${p.f ? pct(p.fr / p.f) : '–'} of ${p.f} / ${p.r ? pct(p.rr / p.r) : '–'} of ${p.r}`,
    `${all.length - shown.length} of ${all.length}`,
    shown.length ? pct(mean(shown.map((o) => o.shown!))) : '–',
    shown.length ? pct(mean(shown.map((o) => o.passed))) : '–',
    shown.length ? pp(gap) : '–',
    shown.length ? pct(mean(shown.map((o) => o.model))) : '–',
    pct(mean(all.map((o) => o.passed))),
    pct(mean(all.map((o) => o.model))),
    verdict,
  ];
});
console.log(
  `${outcomes.length} learners, ${EXAMS} new mock exams each after practice, seed ${SEED}, ${bank.length} questions; ` +
    `${requests} requests in ${minutes.toFixed(1)} min on ${cpus().length} cores\n`,
);
console.log(
  table(
    [
      'profile',
      'learners',
      'answers counted (median)',
      'coverage (median)',
      'practice right: first time / repeats',
      'withheld',
      'mean shown',
      'pass rate, those shown',
      'measured − shown (pp)',
      "model's chance, those shown",
      'pass rate, all',
      "model's chance, all",
      'withheld or within 20 points',
    ],
    rows,
  ),
);

/** Learners shown a chance, by tenth of it: mean shown, pass rate measured, the model's own chance. */
function byTenth(title: string, group: Outcome[]) {
  const shown = group.filter((o) => o.shown !== null);
  if (shown.length < 10) {
    console.log(`\n${title}: ${shown.length} shown a chance, too few for tenths.`);
    return;
  }
  const tenths = Array.from({ length: 10 }, (_, t) =>
    shown.filter((o) => Math.min(9, Math.floor(o.shown! * 10)) === t),
  ).flatMap((g, t) =>
    g.length
      ? [
          [
            `${t * 10}-${t * 10 + 10} %`,
            g.length,
            pct(mean(g.map((o) => o.shown!))),
            pct(mean(g.map((o) => o.passed))),
            pp(mean(g.map((o) => o.passed - o.shown!))),
            pct(mean(g.map((o) => o.model))),
          ],
        ]
      : [],
  );
  console.log(`\n${title}\n`);
  console.log(
    table(['shown', 'learners', 'mean shown', 'pass rate', 'measured − shown (pp)', "model's chance"], tenths),
  );
}
byTenth(
  'Balanced learners by tenth of the chance shown',
  outcomes.filter((o) => o.profile === 'balanced'),
);
byTenth('Every learner shown a chance, by tenth', outcomes);

// Not the issue's test (that is the chance read after practice), but what the page shows next: once a
// few exams have covered the parts practice left out, a narrow learner is shown a chance too.
console.log(`\nBefore each of the ${EXAMS} new exams (readiness read again before each start)\n`);
console.log(
  table(
    [
      'profile',
      'exams',
      'withheld before',
      'first shown before exam (median)',
      'mean shown',
      'pass rate of those exams',
      'measured − shown (pp)',
    ],
    chosen.map((profile) => {
      const mine = outcomes.filter((o) => o.profile === profile);
      const exams = mine.flatMap((o) => o.exams);
      const shown = exams.filter((x) => x.shown !== null);
      const firsts = mine.map((o) => o.exams.findIndex((x) => x.shown !== null)).filter((i) => i >= 0);
      const passRate = mean(shown.map((x) => (x.passed ? 1 : 0)));
      const meanShown = mean(shown.map((x) => x.shown!));
      return [
        profile,
        exams.length,
        exams.length - shown.length,
        firsts.length ? median(firsts) + 1 : '–',
        shown.length ? pct(meanShown) : '–',
        shown.length ? pct(passRate) : '–',
        shown.length ? pp(passRate - meanShown) : '–',
      ];
    }),
  ),
);
if (failed) {
  console.error(`A profile was shown a chance off its pass rate by more than ${WITHIN_POINTS} points on average.`);
  process.exit(1);
}
