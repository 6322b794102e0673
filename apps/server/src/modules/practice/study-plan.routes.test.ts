import { randomUUID } from 'node:crypto';
import type { Progress } from '@provisoire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpSchool } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { users } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

// 08:00 in Kigali on 8 December 2026 (06:00 UTC).
const NOW = new Date('2026-12-08T06:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
afterAll(() => server.close());

async function learner() {
  const signedUp = await learnerIn(server);
  await server.db.transaction((tx) => grantPlan(tx, signedUp.user.id, 'monthly', NOW));
  return signedUp;
}

const setDate = (api: Client, testDate: unknown) => api.call('PUT', '/api/plan/test-date', { testDate });
async function plan(api: Client) {
  const res = await api.get('/api/progress');
  expect(res.status).toBe(200);
  return (res.json as Progress).plan;
}
const storedDate = async (userId: string) =>
  (await server.db.select({ d: users.testDate }).from(users).where(eq(users.id, userId)))[0]?.d;

describe('the study plan', () => {
  it('without a date: the two-week pace, the first parts to practise, no days studied yet', async () => {
    const { api } = await learner();
    const today = await plan(api);
    expect(today).toMatchObject({ testDate: null, daysLeft: null, pace: 'default', mockExam: false, streak: 0 });
    expect(today.lessons).toHaveLength(1);
    expect(today.questions).toBeGreaterThanOrEqual(10);
    expect(today).toMatchObject({ today: '2026-12-08', week: [false, false, false, false, false, false, false] });
  });

  it('three weeks out: on track, a part a day; three days out: time is short, three parts and a mock exam', async () => {
    const { api } = await learner();
    expect((await setDate(api, '2026-12-29')).json).toEqual({ testDate: '2026-12-29' });
    expect(await plan(api)).toMatchObject({ testDate: '2026-12-29', daysLeft: 21, pace: 'on_track', mockExam: false });
    expect((await plan(api)).lessons).toHaveLength(1);

    await setDate(api, '2026-12-11');
    const short = await plan(api);
    expect(short).toMatchObject({ daysLeft: 3, pace: 'tight', mockExam: true });
    expect(short.lessons).toHaveLength(3);
  });

  it('on the day, the mistakes only; once the date has gone, nothing to study', async () => {
    const { api } = await learner();
    await setDate(api, '2026-12-08');
    expect(await plan(api)).toMatchObject({ daysLeft: 0, pace: 'test_day', lessons: [], questions: 0 });
    server.advance(2 * 24 * 60 * 60 * 1000);
    try {
      expect(await plan(api)).toMatchObject({ testDate: '2026-12-08', daysLeft: -2, pace: 'past', lessons: [] });
    } finally {
      server.advance(-2 * 24 * 60 * 60 * 1000);
    }
  });

  it('counts a day studied once the learner answers, in Kigali time', async () => {
    const { api } = await learner();
    const { question } = (await api.get('/api/practice/next')).json;
    const res = await api.post('/api/practice/answers', {
      questionId: question.id,
      choice: 0,
      requestId: randomUUID(),
    });
    expect(res.status).toBe(200);
    const today = await plan(api);
    expect(today.week).toEqual([false, false, false, false, false, false, true]);
    expect(today.streak).toBe(1);
  });

  it('refuses a date in the past, a day that does not exist, over a year ahead or not a date, and keeps the one set', async () => {
    const { api, user } = await learner();
    await setDate(api, '2027-01-15');
    for (const bad of ['2026-12-07', '2027-02-30', '2027-12-10', '15/01/2027', 20270115, '']) {
      const res = await setDate(api, bad);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'validation_failed',
        fields: { testDate: 'validation.test_date_invalid' },
      });
    }
    expect(await storedDate(user.id)).toBe('2027-01-15');
    // Clearing it is allowed: back to the default pace.
    expect((await setDate(api, null)).status).toBe(200);
    expect(await plan(api)).toMatchObject({ testDate: null, pace: 'default' });
  });

  it('keeps one of a burst of changes made at once, and answers each', async () => {
    const { api, user } = await learner();
    const days = ['2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25'];
    const answers = await Promise.all(days.map((day) => setDate(api, day)));
    expect(answers.map((a) => a.status)).toEqual(days.map(() => 200));
    expect(days).toContain(await storedDate(user.id));
  });

  it('is for learners: a school cannot set one, and nobody signed out', async () => {
    const school = await signedUpSchool(server.base);
    expect((await setDate(school.api, '2026-12-20')).json).toMatchObject({ code: 'learners_only' });
    expect((await setDate(client(server.base), '2026-12-20')).status).toBe(401);
  });
});
