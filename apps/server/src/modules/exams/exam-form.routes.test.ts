import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpSchool } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { examAttempts } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The start button's form as the browser posts it before the page's script runs: empty, not followed. */
async function postStart(cookie: string, origin = server.base) {
  const res = await fetch(`${server.base}/exam/start`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie && { cookie }) },
    body: '',
  });
  return { status: res.status, location: res.headers.get('location'), cache: res.headers.get('cache-control') };
}

const examsOf = async (userId: string) =>
  (await server.db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.userId, userId)))[0]?.n;

describe("the exam's start posted by its page's form", () => {
  it('starts one exam for a burst of taps and sends each to it, not to be stored by anyone', async () => {
    const { api, user } = await learnerIn(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postStart(api.cookie)));
    expect(answers.map((a) => `${a.status} ${a.location} ${a.cache}`)).toEqual(
      Array.from({ length: 10 }, () => '303 /exam no-store'),
    );
    expect(await examsOf(user.id)).toBe(1);
    expect((await api.get('/api/exams/current')).status).toBe(200);
  });

  it('sends the learner back to the page once the free exam is used, and starts nothing', async () => {
    const { api, user } = await learnerIn(server);
    const { json: exam } = await api.post('/api/exams');
    await api.post(`/api/exams/${exam.id}/finish`);
    expect(await postStart(api.cookie)).toMatchObject({ status: 303, location: '/exam/instructions' });
    expect(await examsOf(user.id)).toBe(1);
  });

  it('sends a visitor to sign in, a school to its home, and refuses another site', async () => {
    expect(await postStart('')).toMatchObject({ status: 303, location: '/login?redirect=%2Fexam%2Finstructions' });
    const school = await signedUpSchool(server.base);
    expect(await postStart(school.api.cookie)).toMatchObject({ status: 303, location: '/dashboard' });
    const { api, user } = await learnerIn(server);
    expect((await postStart(api.cookie, 'https://elsewhere.example')).status).toBe(403);
    expect(await examsOf(user.id)).toBe(0);
  });
});
