// Is the readiness score honest? Run: npx tsx bench/readiness-calibration.ts
//   [--world NAME,...] other populations (bench/readiness-learners.ts)   [--all-worlds] each world, then a summary
//   [--set name=value,...] other settings in place of READINESS   [--learners N] [--seed N]
//   [--sweep] other settings side by side, one at a time
//   [--grid] every coverage × partAnswers × repeatAfterHours × repeatWeight of issue 39, against the goals
//   [--vary name=a|b|c,...] every combination of the values given, side by side
// Simulated learners with known, uneven abilities practise, check themselves and take mock exams through
// the app's own rules. Before each exam the readiness the app would show is recorded beside whether they
// then passed. The learners do NOT follow the estimator's model: item difficulties, a 1-in-4 guess,
// learning, forgetting, remembered keys, good and bad days, a sign-reading skill of its own, and in some
// worlds narrow learners, weak where they did not study (docs/learning.md; review of cd89d53, §1).
import { EXAM } from '../packages/domain/src/exam.ts';
import {
  addAnswer,
  coverageOf,
  estimateReadiness,
  type PartEvidence,
  READINESS,
  type ReadinessSettings,
} from '../packages/domain/src/readiness.ts';
import { fitRecalibration, type RecalibrationGroup, recalibrated } from '../packages/domain/src/recalibration.ts';
import { bankSize, type ExamRecord, mix, runWorld, type Tracker, WORLDS } from './readiness-learners.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SEED = Number(option('--seed') ?? 2026);
const ALL = args.includes('--all-worlds');
const LEARNERS = Number(option('--learners') ?? (ALL ? 2000 : 6000));
// --recalibrate: the first half of each world's learners are the exams the app has seen; the chance shown to
// the second half is corrected by them (packages/domain/src/recalibration.ts), and only the second half is judged
const RECALIBRATE = args.includes('--recalibrate');
const worlds = ALL ? Object.keys(WORLDS) : (option('--world') ?? 'base').split(',');
for (const w of worlds) if (!WORLDS[w]) throw new Error(`--world is one of: ${Object.keys(WORLDS).join(', ')}`);

/** The goals of issue 39, for every world. */
const GOALS = {
  /** A tenth of the shown chance, with at least `binExams` exams, within this of its observed pass rate. */
  gap: 0.05,
  binExams: 100,
  /** No profile shown more, on average, than this above its observed pass rate (profiles of `profileExams`). */
  overRating: 0.1,
  profileExams: 100,
  /**
   * The chance withheld before at most this share of the exams of learners who cover the course: whose
   * practice alone has answered questions of every part. A learner whose only answers in a part are a
   * mock exam's has not studied it, and for them withholding is the point (docs/learning.md).
   */
  withheldStudied: 0.15,
};

interface Variant {
  name: string;
  settings: ReadinessSettings;
}
// --set coverage=0.95,repeatWeight=0.1 tries other settings in place of READINESS
const overrides = Object.fromEntries(
  (option('--set') ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]),
);
for (const key of Object.keys(overrides)) if (!(key in READINESS)) throw new Error(`--set: no setting ${key}`);
const chosen: Variant = {
  name: option('--set') ?? 'READINESS',
  settings: { ...READINESS, ...overrides },
};
const GRID_VALUES = {
  coverage: [0.8, 0.9, 0.95, 1],
  partAnswers: [1, 3, 5],
  repeatAfterHours: [12, 20, 48],
  repeatWeight: [0, 0.1, 0.25, 0.5],
};
const one = (name: string, change: Partial<ReadinessSettings>) => ({
  name,
  settings: { ...chosen.settings, ...change },
});
// --vary pooledPartWeight=5|20,repeatWeight=0|0.25 tries every combination of the values given
const varied = (option('--vary') ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => ({ name: pair.split('=')[0]!, values: pair.split('=')[1]!.split('|').map(Number) }));
for (const { name } of varied) if (!(name in READINESS)) throw new Error(`--vary: no setting ${name}`);
const combinations = varied.reduce<Partial<ReadinessSettings>[]>(
  (made, { name, values }) => made.flatMap((c) => values.map((value) => ({ ...c, [name]: value }))),
  [{}],
);
/** Many variants, judged on the worst world for each goal rather than world by world. */
const GRID = args.includes('--grid') || varied.length > 0;
const variants: Variant[] = varied.length
  ? combinations.map((change) => one(JSON.stringify(change), change))
  : args.includes('--grid')
    ? GRID_VALUES.coverage.flatMap((coverage) =>
        GRID_VALUES.partAnswers.flatMap((partAnswers) =>
          GRID_VALUES.repeatAfterHours.flatMap((repeatAfterHours) =>
            GRID_VALUES.repeatWeight.map((repeatWeight) =>
              one(`cov ${coverage}, part ${partAnswers}, after ${repeatAfterHours} h, weight ${repeatWeight}`, {
                coverage,
                partAnswers,
                repeatAfterHours,
                repeatWeight,
              }),
            ),
          ),
        ),
      )
    : args.includes('--sweep')
      ? [
          chosen,
          one('no decay', { halfLifeDays: 1e9 }),
          one('half-life 7 d', { halfLifeDays: 7 }),
          one('half-life 30 d', { halfLifeDays: 30 }),
          one('repeats weigh 1', { repeatWeight: 1 }),
          one('repeats weigh 0', { repeatWeight: 0 }),
          one('no day spread', { daySpread: 0 }),
          one('day spread 0.5', { daySpread: 0.5 }),
          one('lesson prior 2', { lessonPriorWeight: 2 }),
          one('lesson prior 20', { lessonPriorWeight: 20 }),
          one('prior mean 0.5', { priorMean: 0.5 }),
          one('at least 15 answers', { minAnswers: 15 }),
        ]
      : [chosen];

// Settings that only gate (when a chance is shown) share one evidence and one estimate: a variant differing
// only in them is not estimated again.
const GATES = ['minAnswers', 'coverage', 'partAnswers'] as const;
const groupKey = (s: ReadinessSettings) => JSON.stringify({ ...s, minAnswers: 0, coverage: 0, partAnswers: 0 });
const groups = [...new Set(variants.map((v) => groupKey(v.settings)))].map((key) => ({
  settings: { ...JSON.parse(key), coverage: 0 } as ReadinessSettings,
  members: variants.flatMap((v, i) => (groupKey(v.settings) === key ? [i] : [])),
}));
if (!GATES.every((g) => g in READINESS)) throw new Error('a gate is no longer a setting');

function tracker(): Tracker {
  const evidence = groups.map(() => new Map<number, PartEvidence>());
  let answers = 0;
  return {
    answer(part, answer, now) {
      answers++;
      for (const [g, group] of groups.entries()) {
        const e = evidence[g]!;
        e.set(part, addAnswer(e.get(part) ?? null, part, answer, now, group.settings));
      }
    },
    estimate(now) {
      const shown = new Float64Array(variants.length).fill(Number.NaN);
      for (const [g, group] of groups.entries()) {
        const e = [...evidence[g]!.values()];
        const open = group.members.filter((i) => {
          const s = variants[i]!.settings;
          return answers >= s.minAnswers && coverageOf(e, mix, s) >= s.coverage - 1e-9;
        });
        if (!open.length) continue;
        const { readiness } = estimateReadiness(e, mix, now, group.settings);
        for (const i of open) shown[i] = readiness.probability!;
      }
      return shown;
    },
  };
}

const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '–');
const pp = (x: number) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}` : '–');
const mean = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
const passed = (r: ExamRecord) => (r.grade >= EXAM.passMark ? 1 : 0);

/** What the goals need, for one variant over one world's exams. */
function measure(records: readonly ExamRecord[], v: number) {
  const shown = records.filter((r) => !Number.isNaN(r.shown[v]!));
  const p = (r: ExamRecord) => r.shown[v]!;
  const bins = Array.from({ length: 10 }, (_, i) => shown.filter((r) => Math.min(9, Math.floor(p(r) * 10)) === i)).map(
    (b) => ({ n: b.length, predicted: mean(b, p), observed: mean(b, passed) }),
  );
  const rate = mean(shown, passed);
  const covered = records.filter((r) => r.covered);
  const studied = records.filter((r) => r.studied);
  const byRepeats = (
    [
      ['none', 0, 0],
      ['1-4', 1, 4],
      ['5-9', 5, 9],
      ['10 or more', 10, EXAM.questions],
    ] as const
  ).map(([name, lo, hi]) => {
    const rows = shown.filter((r) => r.repeats >= lo && r.repeats <= hi);
    return { name, n: rows.length, shown: mean(rows, p), observed: mean(rows, passed) };
  });
  const names = [...new Set(records.map((r) => r.profile))].sort();
  const profiles = names.map((name) => {
    const rows = shown.filter((r) => r.profile === name);
    const all = records.filter((r) => r.profile === name);
    const over = mean(rows, p) - mean(rows, passed);
    return { name, exams: all.length, n: rows.length, shown: mean(rows, p), observed: mean(rows, passed), over };
  });
  const counted = profiles.filter((f) => f.n >= GOALS.profileExams);
  const worst = counted.reduce((w, f) => (f.over > w.over ? f : w), { name: '–', over: Number.NEGATIVE_INFINITY });
  const gaps = bins.filter((b) => b.n >= GOALS.binExams).map((b) => Math.abs(b.observed - b.predicted));
  const metrics = {
    exams: records.length,
    shown: shown.length,
    withheld: 1 - shown.length / records.length,
    coveredExams: covered.length,
    withheldCovered: covered.length ? mean(covered, (r) => (Number.isNaN(p(r)) ? 1 : 0)) : 0,
    studiedExams: studied.length,
    withheldStudied: studied.length ? mean(studied, (r) => (Number.isNaN(p(r)) ? 1 : 0)) : 0,
    byRepeats,
    bins,
    brier: shown.length ? mean(shown, (r) => (p(r) - passed(r)) ** 2) : Number.NaN,
    reference: rate * (1 - rate),
    worstGap: gaps.length ? Math.max(...gaps) : 0,
    profiles,
    worstOver: worst.over,
    worstProfile: worst.name,
  };
  return {
    ...metrics,
    goals: {
      calibrated: metrics.worstGap <= GOALS.gap,
      fair: metrics.worstOver <= GOALS.overRating,
      shownWhenStudied: metrics.withheldStudied <= GOALS.withheldStudied,
    },
  };
}
type Metrics = ReturnType<typeof measure>;

/** The second half of the records, their chance corrected by the exams of the first half. */
function recalibrate(records: readonly ExamRecord[], v: number): ExamRecord[] {
  const seen = records.slice(0, records.length >> 1);
  const byPercent = new Map<number, RecalibrationGroup>();
  for (const r of seen) {
    const p = r.shown[v]!;
    if (Number.isNaN(p)) continue;
    const key = Math.round(p * 100);
    const g = byPercent.get(key) ?? { probability: 0, exams: 0, passes: 0 };
    g.probability = (g.probability * g.exams + p) / (g.exams + 1);
    g.exams++;
    g.passes += passed(r);
    byPercent.set(key, g);
  }
  const fit = fitRecalibration([...byPercent.values()]);
  console.log(`recalibrated by ${seen.length} exams: shift ${fit.shift.toFixed(3)}, slope ${fit.slope.toFixed(3)}`);
  return records.slice(seen.length).map((r) => {
    const shown = Float64Array.from(r.shown);
    if (!Number.isNaN(shown[v]!)) shown[v] = recalibrated(shown[v]!, fit);
    return { ...r, shown };
  });
}
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function report(world: string, m: Metrics) {
  console.log(`\n### ${world} — ${chosen.name}`);
  console.log(`${m.exams} mock exams, a chance shown before ${m.shown}, P(>= ${EXAM.passMark} of 20)\n`);
  console.log('| shown | exams | mean shown | observed pass rate | observed − shown (pp) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [i, b] of m.bins.entries())
    console.log(
      `| ${i * 10}-${i * 10 + 10} % | ${b.n} | ${pct(b.predicted)} | ${pct(b.observed)} | ${pp(b.observed - b.predicted)} |`,
    );
  console.log(
    `\nBrier ${m.brier.toFixed(4)} (a constant at the base rate: ${m.reference.toFixed(4)}). ` +
      `Withheld before ${pct(m.withheld)} of all exams and ${pct(m.withheldCovered)} of the ` +
      `${m.coveredExams} exams of learners who had first-time answers in every part ` +
      `(${pct(m.withheldStudied)} of the ${m.studiedExams} whose practice alone had).\n`,
  );
  console.log(
    '| questions on the paper seen before | exams with a chance | mean shown | observed pass rate | observed − shown (pp) |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const b of m.byRepeats)
    console.log(`| ${b.name} | ${b.n} | ${pct(b.shown)} | ${pct(b.observed)} | ${pp(b.observed - b.shown)} |`);
  console.log('');
  console.log('| profile | exams | with a chance | mean shown | observed pass rate | over-rated by (pp) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const f of m.profiles)
    console.log(`| ${f.name} | ${f.exams} | ${f.n} | ${pct(f.shown)} | ${pct(f.observed)} | ${pp(f.over)} |`);
  console.log(
    `\n- ${verdict(m.goals.calibrated)} tenths of >= ${GOALS.binExams} exams within ${100 * GOALS.gap} pp: ` +
      `worst ${(100 * m.worstGap).toFixed(1)} pp`,
  );
  console.log(
    `- ${verdict(m.goals.fair)} no profile (>= ${GOALS.profileExams} exams with a chance) over-rated by more than ` +
      `${100 * GOALS.overRating} pp: worst ${m.worstProfile} ${pp(m.worstOver)} pp`,
  );
  console.log(
    `- ${verdict(m.goals.shownWhenStudied)} withheld before at most ${100 * GOALS.withheldStudied} % of the exams ` +
      `of learners whose practice covers the course: ${pct(m.withheldStudied)}`,
  );
}

console.log(
  `${LEARNERS} learners per world, seed ${SEED}, ${bankSize} questions, ${variants.length} variant(s) ` +
    `(${groups.length} estimated), settings ${JSON.stringify(chosen.settings)}`,
);
const results: { world: string; metrics: Metrics[] }[] = [];
for (const world of worlds) {
  const run = runWorld(world, SEED + Object.keys(WORLDS).indexOf(world) * 1_000_003, LEARNERS, tracker);
  console.log(
    `\n${world}: ${run.seconds.toFixed(1)} s, ${run.answers} answers, ${run.exams} mock exams, ` +
      `${run.records.filter((r) => r.covered).length} of them by learners with first-time answers in every part`,
  );
  const metrics = variants.map((_, v) => measure(RECALIBRATE ? recalibrate(run.records, v) : run.records, v));
  results.push({ world, metrics });
  if (variants.length > 1 && !GRID) {
    console.log('| variant | Brier | worst gap (pp) | withheld | withheld, covering | worst profile (pp) |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const [v, variant] of variants.entries()) {
      const m = metrics[v]!;
      console.log(
        `| ${variant.name} | ${m.brier.toFixed(4)} | ${(100 * m.worstGap).toFixed(1)} | ${pct(m.withheld)} | ` +
          `${pct(m.withheldCovered)} | ${m.worstProfile} ${pp(m.worstOver)} |`,
      );
    }
  }
  if (!GRID) report(world, metrics[0]!);
}

if (results.length > 1 && !GRID) {
  console.log(`\n### All worlds — ${chosen.name}\n`);
  console.log(
    '| world | exams | shown | withheld | withheld, covering | withheld, studied all | Brier (constant) | worst tenth (pp) | worst profile (pp) | goals |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const { world, metrics } of results) {
    const m = metrics[0]!;
    const goals = Object.values(m.goals).map((ok) => (ok ? '✓' : '✗'));
    console.log(
      `| ${world} | ${m.exams} | ${m.shown} | ${pct(m.withheld)} | ${pct(m.withheldCovered)} | ${pct(m.withheldStudied)} | ` +
        `${m.brier.toFixed(4)} (${m.reference.toFixed(4)}) | ${(100 * m.worstGap).toFixed(1)} | ` +
        `${m.worstProfile} ${pp(m.worstOver)} | ${goals.join(' ')} |`,
    );
  }
  const all = (goal: keyof Metrics['goals']) => verdict(results.every((r) => r.metrics[0]!.goals[goal]));
  console.log(
    `\nEvery world: ${all('calibrated')} calibration, ${all('fair')} over-rating, ${all('shownWhenStudied')} withheld`,
  );
}

if (GRID) {
  // per variant, the worst world on each goal, and how far past the goal
  const rows = variants.map((variant, v) => {
    const worst = (f: (m: Metrics) => number) =>
      results.reduce((w, r) => (f(r.metrics[v]!) > w.value ? { value: f(r.metrics[v]!), world: r.world } : w), {
        value: Number.NEGATIVE_INFINITY,
        world: '',
      });
    const gap = worst((m) => m.worstGap);
    const over = worst((m) => m.worstOver);
    const held = worst((m) => m.withheldCovered);
    const heldStudied = worst((m) => m.withheldStudied);
    const excess =
      Math.max(0, gap.value - GOALS.gap) +
      Math.max(0, over.value - GOALS.overRating) +
      Math.max(0, heldStudied.value - GOALS.withheldStudied);
    const worldsOk = results.filter((r) => Object.values(r.metrics[v]!.goals).every(Boolean)).length;
    return { variant, gap, over, held, heldStudied, excess, worldsOk };
  });
  rows.sort((a, b) => a.excess - b.excess || a.heldStudied.value - b.heldStudied.value);
  console.log(`\n### Grid over ${results.map((r) => r.world).join(', ')}: the worst world for each goal\n`);
  console.log(
    '| settings | worst tenth (pp) | worst profile over-rating (pp) | withheld, covering | withheld, studied all | worlds meeting all | past the goals (pp) |',
  );
  console.log('|---|---|---|---|---|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.variant.name} | ${(100 * r.gap.value).toFixed(1)} ${r.gap.world} | ${pp(r.over.value)} ${r.over.world} | ` +
        `${pct(r.held.value)} ${r.held.world} | ${pct(r.heldStudied.value)} ${r.heldStudied.world} | ` +
        `${r.worldsOk}/${results.length} | ${(100 * r.excess).toFixed(1)} |`,
    );
  const passing = rows.filter((r) => r.excess === 0);
  console.log(`\n${passing.length} of ${rows.length} settings meet every goal in every world.`);
  // each world's own figures for the best settings
  for (const r of rows.slice(0, 5)) {
    const v = variants.indexOf(r.variant);
    console.log(`\n${r.variant.name}:`);
    console.log(
      '| world | worst tenth (pp) | worst profile (pp) | withheld | withheld, covering | withheld, studied all | Brier (constant) |',
    );
    console.log('|---|---:|---|---:|---:|---:|---:|');
    for (const { world, metrics } of results) {
      const m = metrics[v]!;
      console.log(
        `| ${world} | ${(100 * m.worstGap).toFixed(1)} | ${m.worstProfile} ${pp(m.worstOver)} | ${pct(m.withheld)} | ` +
          `${pct(m.withheldCovered)} | ${pct(m.withheldStudied)} | ${m.brier.toFixed(4)} (${m.reference.toFixed(4)}) |`,
      );
    }
  }
}
