import { randomUUID } from 'node:crypto';
import {
  EXAM_PARTS,
  type PracticeFeedback,
  type PracticeNext,
  type Progress,
  partOf,
  READINESS,
  type SelfCheck,
  SIGNS_PART,
} from '@provisoire/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { loadContent } from '../../content/content-store.ts';
import { examAttempts, partEvidence, questionAnswers, reviewCards } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
const bank = new Map(loadContent(inject('contentDist')).questions.map((q) => [q.id, q]));
const keyOf = (id: string) => bank.get(id)!.correct;
const wrongOf = (id: string) => (keyOf(id) + 1) % bank.get(id)!.choices.length;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-26T08:00:00Z') });
});
afterAll(() => server.close());

async function subscribed() {
  const learner = await learnerIn(server);
  await server.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', new Date('2026-11-26T08:00:00Z')));
  return learner;
}

async function next(api: Client, query = ''): Promise<PracticeNext> {
  const res = await api.get(`/api/practice/next${query}`);
  expect(res.status).toBe(200);
  return res.json;
}

const answer = (api: Client, questionId: string, choice: number, extra: Record<string, string> = {}) =>
  api.post('/api/practice/answers', { questionId, choice, requestId: randomUUID(), ...extra });

const answersOf = async (userId: string) => {
  const [row] = await server.db.select({ n: count() }).from(questionAnswers).where(eq(questionAnswers.userId, userId));
  return row?.n ?? 0;
};

/** Every key of a JSON value, however deep. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];

describe('practice', () => {
  it('asks a question of the chosen lesson without its key, then tells the key, the reason and the lesson', async () => {
    const { api } = await subscribed();
    const { question } = await next(api, '?lesson=5');
    expect(question).toMatchObject({ lesson: 5, review: false });
    expect(keysOf(question).filter((k) => /correct|explanation|right/i.test(k))).toEqual([]);
    expect(question!.choices.map((c) => c.index).sort()).toEqual([0, 1, 2, 3]);

    const res = await answer(api, question!.id, keyOf(question!.id));
    expect(res.status).toBe(200);
    const feedback: PracticeFeedback = res.json;
    expect(feedback).toMatchObject({
      correct: true,
      rightChoice: keyOf(question!.id),
      counted: true,
      inMistakes: false,
      lesson: { id: 5, path: expect.stringMatching(/^\/dashboard\/amasomo\/5(#ingingo-[\da-z-]+)?$/) },
    });
    expect(feedback.article).toMatch(/^Ingingo ya \d+/);
    expect(feedback.lesson.title).not.toBe('');
  });

  it('narrows to a sign category', async () => {
    const { api } = await subscribed();
    for (let i = 0; i < 3; i++) {
      const { question } = await next(api, '?signs=C');
      expect(bank.get(question!.id)!.sign).toMatch(/^C/);
      await answer(api, question!.id, keyOf(question!.id));
    }
  });

  it('asks the unseen before the seen, so a lesson comes round before anything repeats', async () => {
    const { api } = await subscribed();
    const asked = new Set<string>();
    const size = [...bank.values()].filter((q) => q.topic === 13).length;
    for (let i = 0; i < size; i++) {
      const { question } = await next(api, '?lesson=13');
      asked.add(question!.id);
      await answer(api, question!.id, keyOf(question!.id));
    }
    expect(asked.size).toBe(size);
  });

  it('counts a double tap, and a burst of 20 of the same answer, once', async () => {
    const { api, user } = await subscribed();
    const { question } = await next(api, '?lesson=4');
    const body = { questionId: question!.id, choice: wrongOf(question!.id), requestId: randomUUID() };
    const burst = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/practice/answers', body)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(burst.filter((r) => r.json.counted)).toHaveLength(1);
    for (const r of burst) expect(r.json).toMatchObject({ correct: false, inMistakes: true });
    expect(await answersOf(user.id)).toBe(1);
    const [cards] = await server.db.select({ n: count() }).from(reviewCards).where(eq(reviewCards.userId, user.id));
    expect(cards?.n).toBe(1);
    // The same request id for another question is a mistake of the caller's, not a replay.
    const other = await api.post('/api/practice/answers', { ...body, questionId: '03-001' });
    expect(other).toMatchObject({ status: 400, json: { fields: { requestId: 'validation.request_reused' } } });
  });

  it('counts an answer once when a burst reaches two instances on one database', async () => {
    const second = await startTestServer({ database: server.database, now: new Date('2026-11-26T08:00:00Z') });
    try {
      const { api, user } = await subscribed();
      const other = client(second.base);
      other.cookie = api.cookie;
      const { question } = await next(api, '?lesson=9');
      const body = { questionId: question!.id, choice: wrongOf(question!.id), requestId: randomUUID() };
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? other : api).post('/api/practice/answers', body)),
      );
      expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(burst.filter((r) => r.json.counted)).toHaveLength(1);
      expect(await answersOf(user.id)).toBe(1);
      expect((await other.get('/api/progress')).json.lessons.find((l: { id: number }) => l.id === 9).answers).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses bad input with its code and changes nothing', async () => {
    const { api, user } = await subscribed();
    const bad: [string, unknown, string][] = [
      ['/api/practice/answers', { questionId: '99-999', choice: 0, requestId: randomUUID() }, 'questionId'],
      ['/api/practice/answers', { questionId: 'x', choice: 0, requestId: randomUUID() }, 'questionId'],
      ['/api/practice/answers', { questionId: '03-001', choice: 4, requestId: randomUUID() }, 'choice'],
      ['/api/practice/answers', { questionId: '03-001', choice: -1, requestId: randomUUID() }, 'choice'],
      ['/api/practice/answers', { questionId: '03-001', choice: 1.5, requestId: randomUUID() }, 'choice'],
      ['/api/practice/answers', { questionId: '03-001', choice: 0, requestId: 'again' }, 'requestId'],
      ['/api/practice/answers', { questionId: '03-001', choice: 0 }, 'requestId'],
      ['/api/practice/checks', { lesson: 2 }, 'lesson'],
      ['/api/practice/checks', { lesson: 14 }, 'lesson'],
      ['/api/practice/checks', { lesson: 'five' }, 'lesson'],
    ];
    for (const [path, body, field] of bad) {
      const res = await api.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(Object.keys(res.json.fields ?? {})).toContain(field);
    }
    for (const query of [
      '?lesson=1',
      '?lesson=14',
      '?lesson=abc',
      '?signs=G',
      '?due=yes',
      '?lesson=5&signs=A',
      '?page=2',
    ]) {
      const res = await api.get(`/api/practice/next${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.code).toBe('validation_failed');
    }
    // two scopes at once: the answer names the rule, which the page says in words
    for (const query of ['?lesson=5&signs=A', '?signs=all&lesson=3', '?due=1&signs=all'])
      expect((await api.get(`/api/practice/next${query}`)).json.fields, query).toEqual({
        _: 'validation.practice_scope_invalid',
      });
    const wrongCheck = await api.post('/api/practice/answers', {
      questionId: '03-001',
      choice: 0,
      requestId: randomUUID(),
      checkId: randomUUID(),
    });
    expect(wrongCheck).toMatchObject({ status: 404, json: { code: 'check_not_found' } });
    expect(await answersOf(user.id)).toBe(0);
  });

  it('needs a subscription to practise, but shows progress to everyone signed in', async () => {
    const { api, user } = await learnerIn(server);
    expect((await api.get('/api/practice/next')).json).toMatchObject({ code: 'subscription_required' });
    expect((await answer(api, '03-001', 0)).status).toBe(402);
    expect((await api.post('/api/practice/checks', { lesson: 3 })).status).toBe(402);
    expect(await answersOf(user.id)).toBe(0);
    const progress = await api.get('/api/progress');
    expect(progress.status).toBe(200);
    expect(progress.json.readiness).toMatchObject({ status: 'not_yet', probability: null });
    const anonymous = await fetch(`${server.base}/api/progress`);
    expect(anonymous.status).toBe(401);
    // Unchanged, a revisit costs no body; an answer changes it.
    const again = await api.call('GET', '/api/progress', undefined, { 'if-none-match': progress.headers.get('etag')! });
    expect([again.status, again.text]).toEqual([304, '']);
  });
});

describe('progress from one visit to the next', () => {
  it('stays the same a minute later (its figures to the thousandth), so the revisit answers 304', async () => {
    const { api } = await subscribed();
    for (let i = 0; i < 12; i++) {
      const { question } = await next(api, '?lesson=5');
      // Right answers only: a mistake comes back a minute later, and rightly changes the answer.
      expect((await answer(api, question!.id, keyOf(question!.id))).status).toBe(200);
    }
    const first = await api.get('/api/progress');
    expect(first.json.lessons.find((l: { id: number }) => l.id === 5).mastery).toBeGreaterThan(0);
    server.advance(60_000);
    try {
      const again = await api.call('GET', '/api/progress', undefined, { 'if-none-match': first.headers.get('etag')! });
      expect(again.status).toBe(304);
    } finally {
      server.advance(-60_000);
    }
  });
});

describe('mistakes that come back', () => {
  it('brings a wrong answer back until it is answered right on two different days', async () => {
    const { api } = await subscribed();
    const { question } = await next(api, '?lesson=6');
    const id = question!.id;
    expect((await answer(api, id, wrongOf(id))).json).toMatchObject({ inMistakes: true });
    expect(await next(api, '?due=1')).toEqual({ question: null, due: 0 }); // back in a minute, not at once

    server.advance(DAY);
    const due = await next(api, '?due=1');
    expect(due).toMatchObject({ question: { id, review: true }, due: 1 });
    expect((await api.get('/api/progress')).json.mistakes).toEqual({ due: 1, total: 1 });
    expect((await answer(api, id, keyOf(id))).json).toMatchObject({ inMistakes: true, due: 0 });

    server.advance(DAY);
    expect((await next(api, '?due=1')).question?.id).toBe(id);
    expect((await answer(api, id, keyOf(id))).json).toMatchObject({ inMistakes: false });
    expect((await api.get('/api/progress')).json.mistakes).toEqual({ due: 0, total: 0 });
  });

  it('takes in the mistakes of an exam', async () => {
    const { api } = await subscribed();
    const exam = (await api.post('/api/exams')).json;
    const id = exam.questions[0].id as string;
    const wrong = exam.questions[0].choices.findIndex((c: string) => c !== bank.get(id)!.choices[keyOf(id)]);
    expect((await api.call('PUT', `/api/exams/${exam.id}/answers/0`, { choice: wrong })).status).toBe(200);
    await api.post(`/api/exams/${exam.id}/finish`);
    expect((await api.get('/api/progress')).json.mistakes.total).toBe(1);
    const review = (await api.get(`/api/exams/${exam.id}/review`)).json;
    expect(review.questions[0].id).toBe(id);
  });
});

describe('self-checks', () => {
  it('asks five questions of the lesson, scores each once, and keeps the best', async () => {
    const { api, user } = await subscribed();
    const started = await api.post('/api/practice/checks', { lesson: 7 });
    expect(started.status).toBe(201);
    const check: SelfCheck = started.json;
    expect(check).toMatchObject({ lesson: 7, total: 5, answered: 0, right: 0, best: null });
    expect(new Set(check.questions.map((q) => q.id)).size).toBe(5);
    for (const q of check.questions) expect(q.lesson).toBe(7);

    const [first, ...rest] = check.questions;
    const twice = await Promise.all(
      Array.from({ length: 5 }, () => answer(api, first!.id, keyOf(first!.id), { checkId: check.id })),
    );
    expect(twice.filter((r) => r.json.counted)).toHaveLength(1);
    let last: PracticeFeedback | undefined;
    for (const [i, q] of rest.entries())
      last = (await answer(api, q.id, i < 2 ? keyOf(q.id) : wrongOf(q.id), { checkId: check.id })).json;
    expect(last?.check).toMatchObject({ answered: 5, right: 3, best: 3 });
    const outside = await answer(api, '03-001', 0, { checkId: check.id });
    expect(outside.json.fields).toEqual({ questionId: 'validation.question_not_in_check' });

    const progress: Progress = (await api.get('/api/progress')).json;
    expect(progress.lessons.find((l) => l.id === 7)).toMatchObject({ selfCheckBest: 3, answers: 5 });
    const [rows] = await server.db
      .select({ n: count() })
      .from(questionAnswers)
      .where(and(eq(questionAnswers.userId, user.id), eq(questionAnswers.checkId, check.id)));
    expect(rows?.n).toBe(5);
  });

  it("never lets another learner answer in someone's self-check", async () => {
    const owner = await subscribed();
    const check: SelfCheck = (await owner.api.post('/api/practice/checks', { lesson: 3 })).json;
    const other = await subscribed();
    const q = check.questions[0]!;
    expect((await answer(other.api, q.id, 0, { checkId: check.id })).status).toBe(404);
  });
});

describe('readiness', () => {
  /** `n` questions of each part of the exam (the signs, each lesson's unsigned ones), in bank order. */
  const firstOf = (part: number, n: number) => [...bank.values()].filter((q) => partOf(q) === part).slice(0, n);
  const evidenceOf = async (userId: string) =>
    new Map(
      (await server.db.select().from(partEvidence).where(eq(partEvidence.userId, userId))).map((e) => [e.part, e]),
    );

  it('withholds the chance until the answers cover the exam, naming the parts never practised', async () => {
    const driller = await subscribed();
    for (const q of firstOf(4, 40)) await answer(driller.api, q.id, keyOf(q.id));
    const drilled: Progress = (await driller.api.get('/api/progress')).json;
    expect(drilled.readiness).toMatchObject({ status: 'not_yet', probability: null, verdict: null, needed: 0 });
    expect(drilled.readiness.coverage).toBeLessThan(0.2);
    expect(drilled.readiness.toPractise[0]).toBe(SIGNS_PART); // never practised, the largest share first
    expect(drilled.readiness.toPractise).not.toContain(4);

    // three first-time answers in every part but lesson 13 (about 6 % of the exam): a chance, 13 named first
    for (const part of EXAM_PARTS.filter((p) => p !== 4 && p !== 13))
      for (const q of firstOf(part, 3)) await answer(driller.api, q.id, keyOf(q.id));
    const covered: Progress = (await driller.api.get('/api/progress')).json;
    expect(covered.readiness).toMatchObject({
      status: 'estimate',
      weakest: [13, expect.any(Number), expect.any(Number)],
    });
    expect(covered.readiness.probability).toBeGreaterThan(0);
    expect(covered.readiness.probability).toBeLessThan(1);
    expect(covered.readiness.verdict).toMatch(/^(not_ready|close|likely)$/);
  });

  it('gives a chance that grows with right answers', async () => {
    const strong = await subscribed();
    const weak = await subscribed();
    for (const part of EXAM_PARTS)
      for (const [i, q] of firstOf(part, 4).entries()) {
        await answer(strong.api, q.id, keyOf(q.id));
        await answer(weak.api, q.id, i === 0 ? keyOf(q.id) : wrongOf(q.id));
      }
    const good: Progress = (await strong.api.get('/api/progress')).json;
    const poor: Progress = (await weak.api.get('/api/progress')).json;
    expect(good.readiness).toMatchObject({ status: 'estimate', verdict: 'likely' });
    expect(poor.readiness).toMatchObject({ status: 'estimate', verdict: 'not_ready' });
    expect(good.readiness.probability).toBeGreaterThan(0.8);
    expect(poor.readiness.probability).toBeLessThan(0.2);
    expect(good.readiness.probability).toBeLessThan(1);
    expect(poor.readiness.weakest).toHaveLength(3);
  });

  it('counts a sign question in the signs, apart from its lesson', async () => {
    const { api, user } = await subscribed();
    const sign = [...bank.values()].find((q) => q.topic === 12 && q.sign)!;
    await answer(api, sign.id, keyOf(sign.id));
    const evidence = await evidenceOf(user.id);
    expect([...evidence.keys()]).toEqual([SIGNS_PART]);
    expect(evidence.get(SIGNS_PART)).toMatchObject({ answers: 1, firsts: 1, weight: 1, right: 1 });
    const progress: Progress = (await api.get('/api/progress')).json;
    // the lesson counts the answer, its mastery (of its questions without a sign) knows nothing yet
    expect(progress.lessons.find((l) => l.id === 12)).toMatchObject({ answers: 1, mastery: null });
  });

  it('credits nothing for a question seen minutes before, and little for one seen days before', async () => {
    const { api, user } = await subscribed();
    const [q] = firstOf(6, 1);
    await answer(api, q!.id, wrongOf(q!.id));
    server.advance(5 * 60_000);
    await answer(api, q!.id, keyOf(q!.id)); // the key still in mind
    const soon = (await evidenceOf(user.id)).get(6)!;
    expect(soon).toMatchObject({ answers: 2, firsts: 1, right: 0 });
    expect(soon.weight).toBeCloseTo(1, 3); // the first answer, five minutes old
    server.advance(3 * DAY);
    await answer(api, q!.id, keyOf(q!.id));
    const later = (await evidenceOf(user.id)).get(6)!;
    expect(later.answers).toBe(3);
    expect(later.right).toBeCloseTo(READINESS.repeatWeight, 10);
  });

  it('counts one first answer for a burst of answers to a new question, and credits the rest nothing', async () => {
    const { api, user } = await subscribed();
    const [q] = firstOf(9, 1);
    const burst = await Promise.all(Array.from({ length: 10 }, () => answer(api, q!.id, keyOf(q!.id))));
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(200));
    const evidence = (await evidenceOf(user.id)).get(9)!;
    expect(evidence).toMatchObject({ answers: 10, firsts: 1, weight: 1, right: 1 });
  });

  it("credits nothing for an exam's retry, though its mistakes still count", async () => {
    const { api, user } = await subscribed();
    const first = (await api.post('/api/exams')).json;
    await api.post(`/api/exams/${first.id}/finish`); // nothing answered
    const before = await evidenceOf(user.id);
    server.advance(3 * DAY); // long enough for a plain repeat to count a little
    const retry = (await api.post('/api/exams', { retryOf: first.id })).json;
    for (const [position, question] of retry.questions.entries()) {
      const key = bank.get(question.id)!.choices[keyOf(question.id)];
      await api.call('PUT', `/api/exams/${retry.id}/answers/${position}`, { choice: question.choices.indexOf(key) });
    }
    expect((await api.post(`/api/exams/${retry.id}/finish`)).json).toMatchObject({ grade: 20 });
    const after = await evidenceOf(user.id);
    const total = (m: typeof after, key: 'weight' | 'answers') => [...m.values()].reduce((s, e) => s + e[key], 0);
    expect(total(before, 'answers')).toBe(0);
    expect(total(after, 'answers')).toBe(20);
    expect(total(after, 'weight')).toBe(0);
  });

  it('keeps with each exam the readiness shown as it started', async () => {
    const { api, user } = await subscribed();
    const early = (await api.post('/api/exams')).json;
    await api.post(`/api/exams/${early.id}/finish`);
    const onPaper = new Set(early.questions.map((q: { id: string }) => q.id));
    for (const part of EXAM_PARTS)
      for (const q of firstOf(part, 6)
        .filter((q) => !onPaper.has(q.id))
        .slice(0, 3))
        await answer(api, q.id, keyOf(q.id));
    const shown: Progress = (await api.get('/api/progress')).json;
    const later = (await api.post('/api/exams')).json;
    const rows = new Map(
      (await server.db.select().from(examAttempts).where(eq(examAttempts.userId, user.id))).map((r) => [r.id, r]),
    );
    expect(rows.get(early.id)).toMatchObject({
      readiness: null,
      readinessCoverage: 0,
      readinessAnswers: 0,
      readinessRepeats: 0,
    });
    expect(rows.get(later.id)).toMatchObject({ readinessCoverage: 1, readinessAnswers: 36, readinessRepeats: 0 });
    // Shown to the thousandth, kept whole.
    expect(rows.get(later.id)!.readiness! - shown.readiness.probability!).toBeGreaterThanOrEqual(0);
    expect(rows.get(later.id)!.readiness! - shown.readiness.probability!).toBeLessThan(0.001);
  });
});

describe('the exam remembers', () => {
  it('draws questions not seen yet: 10 exams, 200 distinct', async () => {
    const { api } = await subscribed();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const exam = (await api.post('/api/exams')).json;
      for (const q of exam.questions) seen.add(q.id);
      await api.post(`/api/exams/${exam.id}/finish`);
    }
    expect(seen.size).toBe(200);
  });
});
