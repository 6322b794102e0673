// How fast practice answers, and whether the exam's new draw slows its start.
// Run: npm run build && npx tsx bench/practice.ts
// 1. 200 learners practising at once, as people do: each asks the next question, reads it and its
//    four choices (5 to 15 s), answers, 10 times. The p95 of an answer's round trip, beside a bare Fastify route (its own process)
//    answering the same POST under the same load in the same run. Goal: p95 under 50 ms.
// 2. The same 200 with no pause at all (a flood no classroom makes): what the machine answers per second.
// 3. 500 learners starting an exam at once, first with no history (as the performance review measured:
//    p95 1.2 to 1.6 s), then each with 10 exams behind them, so that the draw reads a real memory.
// Results: docs/performance.md.
import { startAppServer } from '../e2e/support/app-server.ts';
import { inBatches, percentile, progress, signUp, startBare, timed } from './support.ts';

const PRACTISING = 200;
const ROUNDS = 10;
const STARTING = 500;
const PAST_EXAMS = 10;

const ms = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(0)} ms, p95 ${percentile(values, 0.95).toFixed(0)} ms (${values.length})`;

/** A learner on the free day, so that practice is open. */
async function subscribed(base: string, tag: string) {
  const cookie = await signUp(base, tag);
  const trial = await timed(base, 'POST', '/api/subscription/trial', cookie);
  if (trial.status !== 200 && trial.status !== 201) throw new Error(`trial ${trial.status}`);
  return cookie;
}

/** A learner reading a question and its choices: 5 to 15 s. */
const pause = () => new Promise((r) => setTimeout(r, 5000 + Math.random() * 10_000));

/** `ROUNDS` questions asked and answered; `think` between them. Each answer's time goes into `answers`. */
async function practise(base: string, cookie: string, answers: number[], think: boolean) {
  for (let round = 0; round < ROUNDS; round++) {
    const next = await timed(base, 'GET', '/api/practice/next', cookie);
    const question = next.json.question;
    if (think) await pause();
    const answer = await timed(base, 'POST', '/api/practice/answers', cookie, {
      questionId: question.id,
      choice: question.choices[round % question.choices.length].index,
      requestId: crypto.randomUUID(),
    });
    if (answer.status !== 200) throw new Error(`answer ${answer.status}`);
    answers.push(answer.ms);
  }
}

/** Everyone at once; the time it took, in seconds. */
async function atOnce(cookies: string[], work: (cookie: string) => Promise<unknown>) {
  const started = performance.now();
  await Promise.all(cookies.map(work));
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** A learner with `exams` finished exams behind them. */
async function withExams(base: string, tag: string, exams: number) {
  const cookie = await subscribed(base, tag);
  for (let i = 0; i < exams; i++) {
    const exam = await timed(base, 'POST', '/api/exams', cookie);
    await timed(base, 'POST', `/api/exams/${exam.json.id}/finish`, cookie);
  }
  return cookie;
}

async function startsAtOnce(base: string, cookies: string[], label: string) {
  const starts = await Promise.all(cookies.map((cookie) => timed(base, 'POST', '/api/exams', cookie)));
  const failed = starts.filter((s) => s.status !== 201).length;
  console.log(
    `${cookies.length} learners ${label} starting an exam at once: ${ms(starts.map((s) => s.ms))}, ${failed} failed`,
  );
}

const bare = await startBare(process.cwd());
// The yardstick's process goes with the bench, even when the app cannot start.
const server = await startAppServer().catch((error) => {
  bare.child.kill();
  throw error;
});
try {
  const base = server.baseUrl;
  progress(`signing up ${PRACTISING} learners`);
  const learners = await inBatches(
    Array.from({ length: PRACTISING }, (_, n) => n),
    4,
    (n) => subscribed(base, `p${n}`),
  );
  const bareTimes: number[] = [];
  await atOnce(learners, async (cookie) => {
    for (let round = 0; round < ROUNDS; round++) {
      await pause();
      bareTimes.push((await timed(bare.url, 'POST', '/api/practice/answers', cookie, { choice: 1 })).ms);
    }
  });
  const answers: number[] = [];
  const took = await atOnce(learners, (cookie) => practise(base, cookie, answers, true));
  console.log(
    `${PRACTISING} learners practising at once, 5 to 15 s per question, ${ROUNDS} questions each, in ${took} s`,
  );
  console.log(`  practice answer: ${ms(answers)}`);
  console.log(`  bare Fastify route, same load: ${ms(bareTimes)}`);
  const flood: number[] = [];
  const floodTook = await atOnce(learners, (cookie) => practise(base, cookie, flood, false));
  console.log(
    `  with no pause: ${((2 * flood.length) / Number(floodTook)).toFixed(0)} requests/s (next and answer), answer ${ms(flood)}`,
  );

  progress(`signing up ${STARTING} learners`);
  const fresh = await inBatches(
    Array.from({ length: STARTING }, (_, n) => n),
    8,
    (n) => withExams(base, `f${n}`, 0),
  );
  await startsAtOnce(base, fresh, 'with no history');
  progress(`signing up ${STARTING} learners with ${PAST_EXAMS} exams each`);
  const seasoned = await inBatches(
    Array.from({ length: STARTING }, (_, n) => n),
    8,
    (n) => withExams(base, `e${n}`, PAST_EXAMS),
  );
  await startsAtOnce(base, seasoned, `with ${PAST_EXAMS} exams behind them`);
} finally {
  bare.child.kill();
  await server.stop();
}
