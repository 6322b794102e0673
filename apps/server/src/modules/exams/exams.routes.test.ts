import { EXAM, type ExamAttempt, type ExamReview } from '@provisoire/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpLearner } from '../../../test/factories.ts';
import type { Client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { examAttempts, subscriptions } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const put = (api: Client, path: string, body: unknown) => api.call('PUT', path, body);
const answer = (api: Client, id: string, position: number, choice: number) =>
  put(api, `/api/exams/${id}/answers/${position}`, { choice });

async function subscribed() {
  const learner = await learnerIn(server);
  await server.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', new Date()));
  return learner;
}

async function started(api: Client): Promise<ExamAttempt> {
  const res = await api.post('/api/exams');
  expect(res.status).toBe(201);
  return res.json;
}

/** Every key of a JSON value, however deep. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];

describe('starting an exam', () => {
  it('sends 20 distinct questions of 4 choices, several with a sign, and no answer key', async () => {
    const { api } = await subscribed();
    const attempt = await started(api);
    expect(attempt.questions).toHaveLength(EXAM.questions);
    expect(new Set(attempt.questions.map((q) => q.stem + (q.picture?.src ?? ''))).size).toBe(EXAM.questions);
    for (const q of attempt.questions) expect(q.choices).toHaveLength(EXAM.choices);
    expect(attempt.questions.filter((q) => q.picture).length).toBeGreaterThanOrEqual(EXAM.signQuestions);
    expect(attempt.answers).toEqual(Array(EXAM.questions).fill(null));
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.startedAt).getTime()).toBe(
      EXAM.durationSeconds * 1000,
    );
    for (const body of [attempt, (await api.get('/api/exams/current')).json, (await api.post('/api/exams')).json])
      expect(keysOf(body).filter((k) => /correct|explanation|answerKey|topic|^id$/.test(k) && k !== 'id')).toEqual([]);
    expect(JSON.stringify(attempt)).not.toMatch(/Ingingo ya/);
  });

  it('gives a second tab, or a burst of taps, the exam already open', async () => {
    const { api, user } = await subscribed();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/exams')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    const [rows] = await server.db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.userId, user.id));
    expect(rows?.n).toBe(1);
  });

  it('allows one free exam per account without a subscription, even to a burst of starts', async () => {
    const { api } = await learnerIn(server);
    expect((await api.get('/api/exams/eligibility')).json).toMatchObject({ canStart: true, reason: 'free' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/exams')));
    const ids = new Set(answers.filter((a) => a.status < 300).map((a) => a.json.id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    expect((await api.post(`/api/exams/${id}/finish`)).status).toBe(200);
    const again = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/exams')));
    for (const res of again) expect(res.json).toMatchObject({ code: 'free_exam_used' });
    expect(again[0]?.status).toBe(402);
    expect((await api.get('/api/exams/eligibility')).json).toMatchObject({ canStart: false, reason: 'free_used' });
  });

  it('lets a subscriber start exam after exam once the free one is used, and not once the plan ends', async () => {
    const learner = await learnerIn(server);
    const { api } = learner;
    const free = await started(api);
    await api.post(`/api/exams/${free.id}/finish`);
    const granted = new Date(Date.now() - 20 * 86_400_000);
    await server.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', granted));
    expect((await api.get('/api/exams/eligibility')).json).toMatchObject({ canStart: true, reason: 'subscription' });
    for (let i = 0; i < 2; i++) await api.post(`/api/exams/${(await started(api)).id}/finish`);
    const rows = await server.db.select().from(examAttempts).where(eq(examAttempts.userId, learner.user.id));
    expect(rows.map((row) => row.free).sort()).toEqual([false, false, true]);

    await server.db
      .update(subscriptions)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, learner.user.id));
    expect((await api.get('/api/exams/eligibility')).json).toMatchObject({ canStart: false, reason: 'free_used' });
    expect((await api.post('/api/exams')).json).toMatchObject({ code: 'free_exam_used' });
  });

  it('retries the same questions, shuffled anew', async () => {
    const { api } = await subscribed();
    const first = await started(api);
    await api.post(`/api/exams/${first.id}/finish`);
    const retry = await api.post('/api/exams', { retryOf: first.id });
    expect(retry.status).toBe(201);
    expect(new Set(retry.json.questions.map((q: { stem: string }) => q.stem))).toEqual(
      new Set(first.questions.map((q) => q.stem)),
    );
  });
});

describe('answers', () => {
  it('keeps each answer as it is given: a reload finds them, and the time left', async () => {
    const { api } = await subscribed();
    const attempt = await started(api);
    expect((await answer(api, attempt.id, 0, 2)).status).toBe(200);
    expect((await answer(api, attempt.id, 5, 1)).status).toBe(200);
    expect((await answer(api, attempt.id, 5, 3)).status).toBe(200);
    const again = (await api.get('/api/exams/current')).json as ExamAttempt;
    expect(again.id).toBe(attempt.id);
    expect(again.answers[0]).toBe(2);
    expect(again.answers[5]).toBe(3);
    expect(again.answers.filter((a) => a !== null)).toHaveLength(2);
    expect(again.deadline).toBe(attempt.deadline);
  });

  it('refuses bad positions and choices with a field error, and saves nothing', async () => {
    const { api } = await subscribed();
    const attempt = await started(api);
    const cases: [string, unknown, string][] = [
      [`/api/exams/${attempt.id}/answers/20`, { choice: 0 }, 'position'],
      [`/api/exams/${attempt.id}/answers/-1`, { choice: 0 }, 'position'],
      [`/api/exams/${attempt.id}/answers/1.5`, { choice: 0 }, 'position'],
      [`/api/exams/${attempt.id}/answers/0`, { choice: 4 }, 'choice'],
      [`/api/exams/${attempt.id}/answers/0`, { choice: '1' }, 'choice'],
      [`/api/exams/${attempt.id}/answers/0`, {}, 'choice'],
      ['/api/exams/not-an-id/answers/0', { choice: 0 }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await put(api, path, body);
      expect(res.status, path).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(Object.keys(res.json.fields)).toContain(field);
    }
    expect((await api.get('/api/exams/current')).json.answers.every((a: unknown) => a === null)).toBe(true);
  });

  it("keeps another learner's exam out of reach: 404 for its answers, finish and review", async () => {
    const owner = await subscribed();
    const other = await subscribed();
    const attempt = await started(owner.api);
    await answer(owner.api, attempt.id, 0, 1);
    expect((await answer(other.api, attempt.id, 0, 2)).json.code).toBe('exam_not_found');
    expect((await other.api.post(`/api/exams/${attempt.id}/finish`)).status).toBe(404);
    await owner.api.post(`/api/exams/${attempt.id}/finish`);
    expect((await other.api.get(`/api/exams/${attempt.id}/review`)).status).toBe(404);
    expect((await owner.api.get(`/api/exams/${attempt.id}/review`)).json.questions[0].chosen).toBe(1);
  });

  it('refuses an answer after the deadline and its grace, and grades the exam at its deadline', async () => {
    const local = await startTestServer();
    try {
      const { api, user } = await signedUpLearner(local.base);
      await local.db.transaction((tx) => grantPlan(tx, user.id, 'monthly', new Date()));
      const attempt = await started(api);
      await answer(api, attempt.id, 0, 0);
      local.advance((EXAM.durationSeconds + EXAM.graceSeconds - 2) * 1000);
      expect((await answer(api, attempt.id, 1, 0)).status).toBe(200); // sent in time, landed in the grace
      local.advance(3000);
      const late = await answer(api, attempt.id, 2, 0);
      expect(late.status).toBe(409);
      expect(late.json.code).toBe('exam_time_up');
      expect((await api.get('/api/exams/current')).status).toBe(404);
      const [result] = (await api.get('/api/exams/results')).json.results;
      expect(result).toMatchObject({ id: attempt.id, timedOut: true, finishedAt: attempt.deadline });
      const review = (await api.get(`/api/exams/${attempt.id}/review`)).json as ExamReview;
      expect(review.questions.filter((q) => q.chosen !== null)).toHaveLength(2);
    } finally {
      await local.close();
    }
  });
});

describe('grading', () => {
  it('grades on the server alone: a grade or "correct" flag sent by the client changes nothing', async () => {
    const { api } = await subscribed();
    const attempt = await started(api);
    for (let i = 0; i < EXAM.questions; i++) {
      const res = await put(api, `/api/exams/${attempt.id}/answers/${i}`, { choice: 0, correct: true, grade: 20 });
      expect(res.status).toBe(200);
    }
    const result = (await api.post(`/api/exams/${attempt.id}/finish`, { grade: 20, passed: true })).json;
    const review = (await api.get(`/api/exams/${attempt.id}/review`)).json as ExamReview;
    const right = review.questions.filter((q) => q.correct === 0).length;
    expect(result.grade).toBe(right);
    expect(result.passed).toBe(right >= EXAM.passMark);
    expect(review.grade).toBe(right);
  });

  it('grades 20 parallel submissions once, and refuses answers after', async () => {
    const { api, user } = await subscribed();
    const attempt = await started(api);
    await Promise.all(attempt.questions.map((_, i) => answer(api, attempt.id, i, i % 4)));
    const results = await Promise.all(Array.from({ length: 20 }, () => api.post(`/api/exams/${attempt.id}/finish`)));
    for (const r of results) expect(r.status).toBe(200);
    expect(new Set(results.map((r) => JSON.stringify(r.json))).size).toBe(1);
    const rows = await server.db.select().from(examAttempts).where(eq(examAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await answer(api, attempt.id, 0, 1)).json.code).toBe('exam_finished');
    expect((await api.get('/api/exams/results')).json.results).toHaveLength(1);
  });

  it('counts every answer that was saved while the exam was being finished', async () => {
    for (let round = 0; round < 5; round++) {
      const { api } = await subscribed();
      const attempt = await started(api);
      const saves = attempt.questions.map((_, i) => answer(api, attempt.id, i, (i + round) % 4));
      const finish = api.post(`/api/exams/${attempt.id}/finish`);
      const answered = await Promise.all(saves);
      const result = (await finish).json;
      const review = (await api.get(`/api/exams/${attempt.id}/review`)).json as ExamReview;
      answered.forEach((res, i) => {
        if (res.status === 200) expect(review.questions[i]?.chosen, `round ${round} q${i}`).toBe((i + round) % 4);
        else expect(res.json.code).toBe('exam_finished');
      });
      expect(review.questions.filter((q) => q.chosen === q.correct)).toHaveLength(result.grade);
    }
  });

  it('shows the key, the explanation with its article and the lesson only once finished', async () => {
    const { api } = await subscribed();
    const attempt = await started(api);
    expect((await api.get(`/api/exams/${attempt.id}/review`)).json.code).toBe('exam_in_progress');
    await api.post(`/api/exams/${attempt.id}/finish`);
    const review = (await api.get(`/api/exams/${attempt.id}/review`)).json as ExamReview;
    expect(review.grade).toBe(0);
    expect(review.passed).toBe(false);
    for (const q of review.questions) {
      expect(q.chosen).toBeNull();
      expect(q.correct).toBeGreaterThanOrEqual(0);
      expect(q.explanation).toMatch(/Ingingo ya \d+/);
      expect(q.lesson.title).not.toBe('');
    }
  });
});

describe('results', () => {
  it('lists finished exams newest first, 10 a page, then the rest', async () => {
    const { api } = await subscribed();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const attempt = await started(api);
      ids.push(attempt.id);
      await api.post(`/api/exams/${attempt.id}/finish`);
    }
    const first = (await api.get('/api/exams/results')).json;
    expect(first.results.map((r: { id: string }) => r.id)).toEqual(ids.slice(2).reverse());
    expect(first.next).toEqual(expect.any(String));
    const second = (await api.get(`/api/exams/results?before=${encodeURIComponent(first.next)}`)).json;
    expect(second.results.map((r: { id: string }) => r.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.next).toBeNull();
    for (const before of [
      'nonsense',
      '2026-01-01T00:00:00.000Z%7Cnot-a-uuid',
      `2026-01-01T25:00:00.000Z%7C${ids[0]}`,
    ]) {
      const res = await api.get(`/api/exams/results?before=${before}`);
      expect(res.status, before).toBe(400);
      expect(res.json.fields).toEqual({ before: 'validation.cursor_invalid' });
    }
    expect((await api.get('/api/exams/results?before=a&before=b')).json.fields).toEqual({
      before: 'validation.cursor_invalid',
    });
  });
});
