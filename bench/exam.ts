// How fast the server keeps exam answers. Run: npm run build && npx tsx bench/exam.ts [--learners 500,2000]
// 1. Answers saved per second by the real server (production mode, embedded PostgreSQL), beside a
//    bare Fastify route answering the same PUT in the same run on the same machine. Goal: >= 30 %.
// 2. A crowd of learners (500 unless --learners says) signed up beforehand, all starting an exam at
//    once, then each answering its 20 questions and finishing: errors, and the p50 and p95 of a start
//    and of an answer's save. Goal: start p95 at most twice the save p95. Results: docs/performance.md.
import Fastify from 'fastify';
import { startAppServer } from '../e2e/support/app-server.ts';
import { inBatches, percentile, signedUpCookie } from './support.ts';

const CONCURRENCY = 32;
const SECONDS = 10;
const at = process.argv.indexOf('--learners');
const CROWDS = at > 0 ? (process.argv[at + 1] ?? '').split(',').map(Number) : [500];
if (CROWDS.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--learners takes sizes like 500,2000');

interface Learner {
  cookie: string;
  attemptId: string;
}

async function call(base: string, method: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { cookie, origin: base, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res;
}

/** Starts the learner's exam: its id (null if refused) and how long the start took. */
async function startExam(base: string, cookie: string) {
  const t = performance.now();
  const exam = await fetch(`${base}/api/exams`, { method: 'POST', headers: { cookie, origin: base } });
  const body = (await exam.json()) as { id: string };
  return { cookie, attemptId: exam.status === 201 ? body.id : null, ms: performance.now() - t };
}

async function learner(base: string, n: number): Promise<Learner> {
  const { cookie, attemptId } = await startExam(base, await signedUpCookie(base, 'bench', n));
  if (!attemptId) throw new Error('start refused');
  return { cookie, attemptId };
}

/** `size` learners signed up beforehand start at once, then each answers its 20 questions and finishes. */
async function crowd(base: string, size: number, first: number) {
  const cookies = await inBatches(
    Array.from({ length: size }, (_, n) => first + n),
    8,
    (n) => signedUpCookie(base, 'bench', n),
  );
  const started = Date.now();
  const starts = await Promise.all(cookies.map((cookie) => startExam(base, cookie)));
  let errors = starts.filter((s) => !s.attemptId).length;
  const saves: number[] = [];
  await Promise.all(
    starts.map(async ({ cookie, attemptId }) => {
      if (!attemptId) return;
      for (let position = 0; position < 20; position++) {
        const t = performance.now();
        const res = await call(base, 'PUT', `/api/exams/${attemptId}/answers/${position}`, cookie, {
          choice: position % 4,
        });
        saves.push(performance.now() - t);
        if (res.status !== 200) errors++;
      }
      const finish = await call(base, 'POST', `/api/exams/${attemptId}/finish`, cookie);
      if (finish.status !== 200) errors++;
    }),
  );
  const ms = (values: number[], p: number) => percentile(values, p).toFixed(0);
  const startMs = starts.map((s) => s.ms);
  console.log(
    `${size} learners at once: ${size} starts, ${saves.length} answers and ${size} finishes in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s, ${errors} errors; start p50 ${ms(startMs, 0.5)} ms, ` +
      `p95 ${ms(startMs, 0.95)} ms; answer save p50 ${ms(saves, 0.5)} ms, p95 ${ms(saves, 0.95)} ms; ` +
      `start p95 / save p95 ${(percentile(startMs, 0.95) / percentile(saves, 0.95)).toFixed(2)} (goal <= 2)`,
  );
}

/**
 * `CONCURRENCY` loops sending `request` for `SECONDS`, each loop with its own learner however many
 * requests it manages (a fast machine sends thousands): requests per second, and how many failed.
 */
async function rate(request: (worker: number, i: number) => Promise<Response>) {
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = 0; Date.now() < end; i++) {
        const res = await request(worker, i);
        if (res.ok) done++;
        else failed++;
      }
    }),
  );
  return { perSecond: done / SECONDS, failed };
}

const bare = Fastify();
bare.put('/api/exams/:id/answers/:position', async () => ({ saved: true }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
const server = await startAppServer();
try {
  const base = server.baseUrl;
  const learners = await inBatches(
    Array.from({ length: CONCURRENCY }, (_, n) => n),
    4,
    (n) => learner(base, n),
  );
  const answer = (target: string, l: Learner, i: number) =>
    call(target, 'PUT', `/api/exams/${l.attemptId}/answers/${i % 20}`, l.cookie, { choice: i % 4 });
  const bareRate = await rate((worker, i) => answer(bareUrl, learners[worker]!, i));
  const examRate = await rate((worker, i) => answer(base, learners[worker]!, i));
  console.log(`answers saved: ${examRate.perSecond.toFixed(0)}/s (${examRate.failed} failed)`);
  console.log(`bare Fastify route: ${bareRate.perSecond.toFixed(0)}/s`);
  console.log(`ratio: ${((100 * examRate.perSecond) / bareRate.perSecond).toFixed(1)} % (goal >= 30 %)`);

  let first = CONCURRENCY;
  for (const size of CROWDS) {
    await crowd(base, size, first);
    first += size;
  }
} finally {
  await bare.close();
  await server.stop();
}
