import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpSchool } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { examAttempts, trialsTaken } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("a school's account", () => {
  it('takes no free day, no exam and no practice: each says it is for learners, and nothing is written', async () => {
    const { api, user } = await signedUpSchool(server.base);
    const calls = [
      api.post('/api/subscription/trial'),
      api.post('/api/exams'),
      api.get('/api/exams/eligibility'),
      api.get('/api/practice/next'),
      api.post('/api/practice/checks', { lesson: 5 }),
      api.get('/api/progress'),
      api.get('/api/practice/mistakes'),
    ];
    for (const res of await Promise.all(calls))
      expect(res).toMatchObject({ status: 403, json: { code: 'learners_only' } });
    const [trials] = await server.db.select({ n: count() }).from(trialsTaken).where(eq(trialsTaken.userId, user.id));
    const [exams] = await server.db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.userId, user.id));
    expect([trials?.n, exams?.n]).toEqual([0, 0]);
  });

  it('leaves a learner free to do all of it', async () => {
    const { api } = await learnerIn(server);
    expect((await api.post('/api/exams')).status).toBe(201);
    expect((await api.post('/api/subscription/trial')).status).toBe(201);
    expect((await api.get('/api/progress')).status).toBe(200);
  });
});
