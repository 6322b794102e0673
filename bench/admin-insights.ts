// The admin's two pages on readiness and questions (issue 39) at 100,000 finished exams: the calibration
// (GET /api/admin/calibration, one grouped scan of exam_attempts) and the item analysis
// (GET /api/admin/questions/stats, the question_stats counters joined to the bank's text), each timed
// beside `SELECT 1` in the same run, and the one-time backfill of those counters an upgrade runs at its
// first start. Learners, their finished exams (real 20-question papers drawn from the compiled bank,
// reused round-robin), the exams' answers and the learners' answers (exam and first-time practice) are
// seeded straight in SQL into a fresh database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), migrated as the app migrates it; the reads are the app's own
// functions, and then the whole pages through the app built as main.ts builds it, as a signed-in admin.
// Fails (exit 1) when either page's median reaches 1 s.
// Run: npx tsx bench/admin-insights.ts [--learners 10000] [--exams 100000] [--runs 9] [--skip-http] [--keep].
// Figures: docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildContent } from '../apps/server/src/content/build-content.ts';
import { loadContent } from '../apps/server/src/content/content-store.ts';
import { createDatabase, migrateDatabase } from '../apps/server/src/db/connect.ts';
import { createCalibrationReader } from '../apps/server/src/modules/calibration/calibration.sql.ts';
import { createItemStats } from '../apps/server/src/modules/item-stats/item-stats.service.ts';
import { backfillItemStatsOnce } from '../apps/server/src/modules/item-stats/item-stats-backfill.ts';
import { EVIDENCE_REBUILD } from '../apps/server/src/modules/practice/evidence-rebuild.ts';
import { readRecalibration } from '../apps/server/src/modules/recalibration/recalibration.source.ts';
import {
  type BankQuestion,
  drawExam,
  NO_RECALIBRATION,
  type PaperQuestion,
  type Random,
  shuffleChoices,
} from '../packages/domain/src/index.ts';
import { createBenchDatabase, median, progress, seeded, table } from './support.ts';

const LIMIT_MS = 1000;
const PRACTICE_A_LEARNER = 30;
/** Added to every learner's skill on the log-odds scale: about half the exams pass. */
const EASE = 0.4;

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '10000' },
    exams: { type: 'string', default: '100000' },
    papers: { type: 'string', default: '50' },
    runs: { type: 'string', default: '9' },
    'skip-http': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const LEARNERS = Number(args.learners);
const EXAMS = Number(args.exams);
const PAPERS = Number(args.papers);
const RUNS = Number(args.runs);

/** A paper as the exams service writes it (`onPaper`): drawn from the bank, each question's choices shuffled. */
function drawPaper(bank: readonly BankQuestion[], random: Random) {
  const byId = new Map(bank.map((q) => [q.id, q]));
  return drawExam(bank, random).map((id) => {
    const q = byId.get(id)!;
    const order = shuffleChoices(q.choices, random);
    const asked: PaperQuestion = { ...q, choices: order.map((i) => q.choices[i]!), correct: order.indexOf(q.correct) };
    return { asked, order };
  });
}

/** Runs `step`, prints how long it took; its result. */
async function step<T>(label: string, work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  progress(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * The learners, their exams and answers, in one session (its temporary tables). A learner has an ability;
 * each exam is a little better than their last; a question is right with the chance their skill gives
 * against its difficulty, else one of its wrong choices or (1 in 16) left unanswered. The readiness shown
 * is withheld for about a third (coverage under the gate), else roughly the chance that skill gives of 14
 * right of 20, with some noise; grade and passed come from the answers.
 */
async function seed(client: pg.Client, bank: readonly BankQuestion[]) {
  const random = seeded(39);
  const papers = Array.from({ length: PAPERS }, () => drawPaper(bank, random));
  const bankIndex = new Map(bank.map((q, i) => [q.id, i]));
  await client.query('SELECT setseed(0.39)');
  await step('the bank and papers in temporary tables', async () => {
    await client.query(
      `
      CREATE TEMP TABLE bench_bank AS
      SELECT (idx - 1)::int AS idx, id, topic, correct, choices, difficulty
      FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::float8[]) WITH ORDINALITY
        AS b (id, topic, correct, choices, difficulty, idx)`,
      [
        bank.map((q) => q.id),
        bank.map((q) => q.topic),
        bank.map((q) => q.correct),
        bank.map((q) => q.choices.length),
        bank.map(() => (random() + random() + random() - 1.5) * 1.6),
      ],
    );
    await client.query('CREATE TEMP TABLE bench_papers (paper int PRIMARY KEY, body jsonb NOT NULL)');
    for (const [i, paper] of papers.entries())
      await client.query('INSERT INTO bench_papers VALUES ($1, $2)', [i, JSON.stringify(paper.map((p) => p.asked))]);
    const items = papers.flatMap((paper, i) => paper.map((p, position) => ({ i, position, ...p })));
    await client.query(
      `
      CREATE TEMP TABLE bench_paper_items AS
      SELECT i.paper, i.position, b.id AS question_id, b.topic, i.correct, b.choices, b.difficulty,
        i.bank_order::int[] AS bank_order
      FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[])
        AS i (paper, position, bank_idx, correct, bank_order)
      JOIN bench_bank b ON b.idx = i.bank_idx`,
      [
        items.map((p) => p.i),
        items.map((p) => p.position),
        items.map((p) => bankIndex.get(p.asked.id)!),
        items.map((p) => p.asked.correct),
        items.map((p) => `{${p.order.join(',')}}`),
      ],
    );
  });
  await step(`${LEARNERS.toLocaleString('en')} learners`, async () => {
    await client.query(
      `CREATE TEMP TABLE bench_learners AS
       SELECT n, gen_random_uuid() AS id, (random() + random() + random() - 1.5) * 2 AS ability
       FROM generate_series(0, $1::int - 1) n`,
      [LEARNERS],
    );
    await client.query(`
      INSERT INTO users (id, display_name, email, email_verified_at, created_at, updated_at)
      SELECT id, 'Umunyeshuri ' || n, 'bench' || n || '@example.rw', now() - interval '400 days',
        now() - interval '400 days', now() - interval '400 days'
      FROM bench_learners`);
  });
  // Exam i is learner i % LEARNERS's (i / LEARNERS)th, an exam every 3 minutes over the last months.
  await step(`${EXAMS.toLocaleString('en')} exams' plan`, () =>
    client.query(
      `CREATE TEMP TABLE bench_exams AS
       SELECT i, gen_random_uuid() AS id, l.id AS user_id, i % $3::int AS paper,
         l.ability + 0.12 * (i / $1::int) AS skill,
         now() - make_interval(mins => ($2::int - i) * 3) AS started_at,
         random() AS r_shown, random() AS r_coverage, random() AS r_answers, random() AS r_repeats,
         random() AS r_noise, random() AS r_time
       FROM generate_series(0, $2::int - 1) i JOIN bench_learners l ON l.n = i % $1::int`,
      [LEARNERS, EXAMS, PAPERS],
    ),
  );
  await step(`${(EXAMS * 20).toLocaleString('en')} exam questions answered (plan)`, () =>
    client.query(`
      CREATE TEMP TABLE bench_items AS
      SELECT attempt_id, user_id, started_at, position, question_id, topic, correct, bank_order,
        CASE WHEN r_right < chance THEN correct
          WHEN r_blank < 1.0 / 16 THEN NULL
          ELSE wrong + (wrong >= correct)::int END AS choice
      FROM (
        SELECT e.id AS attempt_id, e.user_id, e.started_at, p.position, p.question_id, p.topic, p.correct,
          p.bank_order, 1 / (1 + exp(-(e.skill + ${EASE} - p.difficulty))) AS chance,
          random() AS r_right, random() AS r_blank, floor(random() * (p.choices - 1))::int AS wrong
        FROM bench_exams e JOIN bench_paper_items p ON p.paper = e.paper
        OFFSET 0
      ) x`),
  );
  await step(`${EXAMS.toLocaleString('en')} exam_attempts (paper jsonb, graded)`, () =>
    client.query(`
      INSERT INTO exam_attempts (id, user_id, paper, free, started_at, deadline, finished_at, grade, passed,
        timed_out, readiness, readiness_coverage, readiness_repeats, readiness_answers)
      SELECT e.id, e.user_id, p.body, e.i < ${LEARNERS}, e.started_at, e.started_at + interval '20 minutes',
        CASE WHEN timed_out THEN e.started_at + interval '20 minutes'
          ELSE e.started_at + make_interval(secs => 360 + r_time * 840) END,
        g.grade, g.grade >= 14, timed_out,
        CASE WHEN shown THEN least(1, greatest(0,
          1 / (1 + exp(-1.7 * (20 * q - 13.5) / sqrt(greatest(20 * q * (1 - q), 0.2)))) + (r_noise - 0.5) * 0.2))
        END,
        CASE WHEN shown THEN least(1, 0.9 + 0.15 * r_coverage) ELSE 0.9 * r_coverage END,
        CASE WHEN shown OR r_answers > 0.3 THEN 0.4 * r_repeats ELSE 0 END,
        CASE WHEN shown THEN 30 + floor(r_answers * 500)::int ELSE floor(r_answers * 60)::int END
      FROM (
        SELECT *, r_shown >= 1.0 / 3 AS shown, r_time > 0.97 AS timed_out,
          1 / (1 + exp(-(skill + ${EASE}))) AS q
        FROM bench_exams
      ) e
      JOIN bench_papers p ON p.paper = e.paper
      JOIN (SELECT attempt_id, count(*) FILTER (WHERE choice = correct)::int AS grade
            FROM bench_items GROUP BY attempt_id) g ON g.attempt_id = e.id
      ORDER BY e.i`),
  );
  // no correction had been fitted: the model's chance is the one shown (as migration 0017 sets it)
  await step('exam_attempts: the model’s chance', () =>
    client.query('UPDATE exam_attempts SET readiness_model = readiness WHERE readiness IS NOT NULL'),
  );
  await step('exam_answers', () =>
    client.query(`
      INSERT INTO exam_answers (attempt_id, position, choice, answered_at)
      SELECT attempt_id, position, choice, started_at + make_interval(secs => 30 + position * 30)
      FROM bench_items WHERE choice IS NOT NULL ORDER BY attempt_id, position`),
  );
  // Grading writes every answered question of an exam into the learner's history, by the bank's index.
  await step("question_answers: the exams' answers", () =>
    client.query(`
      INSERT INTO question_answers (user_id, question_id, lesson_id, choice, correct, source, answered_at)
      SELECT user_id, question_id, topic, bank_order[choice + 1], choice = correct, 'exam',
        started_at + interval '20 minutes'
      FROM bench_items WHERE choice IS NOT NULL ORDER BY user_id, started_at`),
  );
  await step(`question_answers: ${PRACTICE_A_LEARNER} practice answers a learner`, () =>
    client.query(`
      INSERT INTO question_answers (user_id, question_id, lesson_id, choice, correct, source, request_id, answered_at)
      SELECT user_id, b.id, b.topic,
        CASE WHEN r_right < 1 / (1 + exp(-(ability + ${EASE} - b.difficulty))) THEN b.correct
          ELSE wrong + (wrong >= b.correct)::int END AS choice,
        r_right < 1 / (1 + exp(-(ability + ${EASE} - b.difficulty))), 'practice', gen_random_uuid(),
        now() - interval '399 days' + make_interval(mins => j)
      FROM (
        SELECT l.id AS user_id, l.ability, j, floor(random() * ${bank.length})::int AS idx, random() AS r_right,
          floor(random() * 3)::int AS wrong
        FROM bench_learners l CROSS JOIN generate_series(1, ${PRACTICE_A_LEARNER}) j
        OFFSET 0
      ) x JOIN bench_bank b ON b.idx = x.idx
      ORDER BY user_id, j`),
  );
  // The readiness evidence was rebuilt from the answers at an earlier upgrade; this one only adds the counters.
  await client.query('INSERT INTO data_migrations (name) VALUES ($1)', [EVIDENCE_REBUILD]);
  await step('VACUUM ANALYZE (as autovacuum would have)', () =>
    client.query('VACUUM ANALYZE users, exam_attempts, exam_answers, question_answers'),
  );
}

/** The time (ms) of `work`'s first run in this process, then of RUNS more; what the last one gave. */
async function timings<T>(work: () => Promise<T>) {
  const times: number[] = [];
  let result: T | undefined;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    result = await work();
    times.push(performance.now() - started);
  }
  return { first: times[0]!, times: times.slice(1), result: result! };
}

/** The plan's first scan node, as admin-lists.ts prints it. */
async function topScan(pool: pg.Pool, text: string, values: unknown[]) {
  const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
  return (
    plan.rows
      .map((r) => r['QUERY PLAN'])
      .find((l) => /Scan/.test(l))
      ?.trim()
      .replace(/^->\s*/, '')
      .replace(/\s+\(cost.*$/, '') ?? '?'
  );
}

/** The one value a statement answers. */
const one = async (pool: pg.Pool, sql: string) => String(Object.values((await pool.query(sql)).rows[0] ?? {})[0]);

async function main() {
  const contentDist = mkdtempSync(join(tmpdir(), 'bench-insights-'));
  const database = await createBenchDatabase('bench_insights');
  const { db, pool } = createDatabase(database.url);
  let failed = false;
  try {
    await migrateDatabase(database.url);
    buildContent(loadConfig({}).contentSource, contentDist);
    const content = loadContent(contentDist);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seedStarted = performance.now();
    try {
      await seed(client, content.questions);
    } finally {
      await client.end();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    progress(`seeded in ${seedSeconds.toFixed(0)} s`);

    const described: [string, string][] = [
      ['finished exams', "to_char(count(*), 'FM999,999,999') FROM exam_attempts"],
      [
        'readiness withheld (null)',
        "round(100.0 * count(*) FILTER (WHERE readiness IS NULL) / count(*), 1) || ' %' FROM exam_attempts",
      ],
      ['passed', "round(100.0 * count(*) FILTER (WHERE passed) / count(*), 1) || ' %' FROM exam_attempts"],
      ['exam_answers rows', "to_char(count(*), 'FM999,999,999') FROM exam_answers"],
      ['question_answers rows', "to_char(count(*), 'FM999,999,999') FROM question_answers"],
      [
        'a paper (average): stored / as text',
        "pg_size_pretty(avg(pg_column_size(paper))::bigint) || ' / ' || pg_size_pretty(avg(octet_length(paper::text))::bigint) FROM exam_attempts",
      ],
      [
        'exam_attempts: heap / TOAST',
        "pg_size_pretty(pg_relation_size(oid)) || ' / ' || pg_size_pretty(pg_relation_size(reltoastrelid)) FROM pg_class WHERE relname = 'exam_attempts'",
      ],
      ['the database', 'pg_size_pretty(pg_database_size(current_database()))'],
    ];
    const facts: (string | number)[][] = [['learners', LEARNERS.toLocaleString('en')]];
    for (const [label, sql] of described) facts.push([label, await one(pool, `SELECT ${sql}`)]);
    facts.push(['seeding', `${seedSeconds.toFixed(0)} s`]);

    const backfillStarted = performance.now();
    const counted = await backfillItemStatsOnce(db, content.questions);
    const backfillMs = performance.now() - backfillStarted;
    const examAnswers = Number(await one(pool, 'SELECT sum(exam_answers) FROM question_stats'));
    progress(`backfill: ${counted} questions in ${(backfillMs / 1000).toFixed(1)} s`);
    facts.push([
      'item-stats backfill (once, at the first start)',
      `${(backfillMs / 1000).toFixed(1)} s, ${counted} questions, ${examAnswers.toLocaleString('en')} exam answers counted`,
    ]);
    if (examAnswers !== EXAMS * 20)
      throw new Error(`the backfill counted ${examAnswers} exam answers, not ${EXAMS * 20}`);

    // Built as routes.ts and services.ts build them.
    // the correction read on every call, as if each were the first of its hour
    const correction = () => readRecalibration(pool, new Date());
    const calibration = createCalibrationReader(pool, correction);
    const itemStats = createItemStats({ db, content });

    const rows: (string | number)[][] = [];
    const pages: { label: string; times: number[] }[] = [];
    const measure = async <T>(label: string, work: () => Promise<T>, page: boolean) => {
      progress(`timing ${label}`);
      const { first, times, result } = await timings(work);
      rows.push([label, first.toFixed(1), median(times).toFixed(1), Math.max(...times).toFixed(1)]);
      if (page) pages.push({ label, times });
      return result;
    };
    await measure('`SELECT 1`', () => pool.query('SELECT 1'), false);
    const fit = await measure('readiness correction: `readRecalibration(pool, now)`', correction, true);
    const report = await measure('calibration: `createCalibrationReader(pool, correction)()`', calibration, true);
    const analysis = await measure('item analysis: `createItemStats(…).analysis()`', () => itemStats.analysis(), true);

    if (!args['skip-http']) {
      const cacheDir = join(contentDist, 'cache');
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        WEB_DIST: '/nonexistent',
        CONTENT_DIST: contentDist,
        CACHE_DIR: cacheDir,
        HOST: '127.0.0.1',
        PORT: '0',
      });
      const { app, services } = await step('the app built (services, start-up data migrations, routes)', () =>
        buildApp({ config, db, pool, databaseUrl: database.url }),
      );
      try {
        const base = await app.listen({ host: '127.0.0.1', port: 0 });
        const admin = await pool.query<{ id: string }>(
          `INSERT INTO users (display_name, email, email_verified_at, role)
           VALUES ('Bench Admin', 'bench-admin@example.rw', now(), 'admin') RETURNING id`,
        );
        const token = await services.sessions.openSession(services.authRepos, admin.rows[0]!.id, null);
        const sizes = new Map<string, string>();
        const headers = { cookie: `${services.cookie.name}=${token}`, 'accept-encoding': 'br, gzip' };
        const get = (path: string) => async () => {
          const res = await fetch(base + path, { headers });
          const body = await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
          sizes.set(
            path,
            `${res.headers.get('content-length') ?? '?'} B ${res.headers.get('content-encoding') ?? 'plain'} (${body.byteLength} B JSON)`,
          );
        };
        await measure('HTTP `GET /api/health/live`', get('/api/health/live'), false);
        await measure('HTTP `GET /api/admin/calibration`', get('/api/admin/calibration'), true);
        await measure('HTTP `GET /api/admin/questions/stats`', get('/api/admin/questions/stats'), true);
        for (const [path, bytes] of sizes) facts.push([`${path} on the wire`, bytes]);
      } finally {
        await app.close();
      }
    }

    facts.push([
      'calibration: exams read, with a chance shown; Brier (constant)',
      `${report.exams.toLocaleString('en')}, ${report.shown.toLocaleString('en')}; ${report.brier?.toFixed(3)} (${report.constantBrier?.toFixed(3)})`,
    ]);
    // The calibration's statement, as the reader sends it, for its plan.
    let sent = { text: '', values: [] as unknown[] };
    const spy = {
      query: (text: string, values: unknown[]) => {
        sent = { text, values };
        return pool.query(text, values);
      },
    };
    await createCalibrationReader(spy as unknown as pg.Pool, async () => NO_RECALIBRATION)();
    facts.push(['calibration: its scan', await topScan(pool, sent.text, sent.values)]);
    facts.push([
      'readiness correction: exams, shift, slope',
      `${fit.exams.toLocaleString('en')}, ${fit.shift.toFixed(3)}, ${fit.slope.toFixed(3)}`,
    ]);
    facts.push(['item analysis: questions shown', analysis.questions.length]);

    const cpu = cpus()[0]?.model ?? '?';
    console.log(
      `\n### Admin insights at ${EXAMS.toLocaleString('en')} exams (${new Date().toISOString().slice(0, 10)})\n`,
    );
    console.log(`${cpus().length} cores (${cpu}), node ${process.version}, ${await one(pool, 'SELECT version()')}\n`);
    console.log(table(['', ''], facts));
    console.log(`\nThe first run, then the median and the max of ${RUNS} more:\n`);
    console.log(table(['read', 'first ms', 'median ms', 'max ms'], rows));
    for (const { label, times } of pages) {
      if (median(times) >= LIMIT_MS) {
        console.error(`\n${label}: median ${median(times).toFixed(0)} ms, not under ${LIMIT_MS} ms`);
        failed = true;
      }
    }
  } finally {
    await pool.end();
    rmSync(contentDist, { recursive: true, force: true });
    if (args.keep) console.error(`kept: ${database.url}`);
    else await database.drop();
  }
  if (failed) process.exit(1);
}

await main();
