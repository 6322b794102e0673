// How fast the server keeps exam answers. Run: npm run build && npx tsx bench/exam.ts
// 1. Answers saved per second by the real server (production mode, embedded PostgreSQL), beside a
//    bare Fastify route answering the same PUT in the same run on the same machine. Goal: >= 30 %.
// 2. 500 learners taking an exam at once: each starts, answers 20 questions and finishes; errors
//    and the p95 of an answer's save. Results: docs/performance.md.
import Fastify from 'fastify';
import { startAppServer } from '../e2e/support/app-server.ts';
import { inBatches, percentile } from './support.ts';

const CONCURRENCY = 32;
const SECONDS = 10;
const LEARNERS = 500;

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

async function learner(base: string, n: number): Promise<Learner> {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      displayName: `Bench ${n}`,
      email: `bench-${Date.now()}-${n}@example.rw`,
      password: 'ikizamini-cyiza-1',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const exam = await fetch(`${base}/api/exams`, { method: 'POST', headers: { cookie, origin: base } });
  if (exam.status !== 201) throw new Error(`start ${exam.status}`);
  return { cookie, attemptId: ((await exam.json()) as { id: string }).id };
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

  const crowd = await inBatches(
    Array.from({ length: LEARNERS }, (_, n) => CONCURRENCY + n),
    8,
    (n) => learner(base, n),
  );
  const saves: number[] = [];
  let errors = 0;
  const started = Date.now();
  await Promise.all(
    crowd.map(async (l) => {
      for (let position = 0; position < 20; position++) {
        const t = performance.now();
        const res = await call(base, 'PUT', `/api/exams/${l.attemptId}/answers/${position}`, l.cookie, {
          choice: position % 4,
        });
        saves.push(performance.now() - t);
        if (res.status !== 200) errors++;
      }
      const finish = await call(base, 'POST', `/api/exams/${l.attemptId}/finish`, l.cookie);
      if (finish.status !== 200) errors++;
    }),
  );
  console.log(
    `${LEARNERS} learners at once: ${saves.length} answers and ${LEARNERS} finishes in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `${errors} errors, answer save p50 ${percentile(saves, 0.5).toFixed(0)} ms, p95 ${percentile(saves, 0.95).toFixed(0)} ms`,
  );
} finally {
  await bare.close();
  await server.stop();
}
