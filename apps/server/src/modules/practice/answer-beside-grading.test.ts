import { randomUUID } from 'node:crypto';
import type { ExamAttempt } from '@provisoire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

// record-answers.ts locks rows table by table, each in key order, so that a practice answer and an
// exam's grading of the same learner never wait on each other in a circle: fired here, 20 times.
const ROUNDS = 20;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a practice answer and the grading of an exam of the same learner, at once', () => {
  it(`both succeed, ${ROUNDS} times, on questions they share`, async () => {
    const { api, user } = await learnerIn(server);
    await server.db.transaction((tx) => grantPlan(tx, user.id, 'monthly', new Date()));
    for (let round = 1; round <= ROUNDS; round++) {
      const attempt: ExamAttempt = (await api.post('/api/exams')).json;
      const ids = attempt.questions.map((q) => q.id);
      await Promise.all(
        ids.map((_, position) => api.call('PUT', `/api/exams/${attempt.id}/answers/${position}`, { choice: 0 })),
      );
      // the last and the first of the paper answered in practice while the paper is graded: opposite orders
      const [graded, ...practised] = await Promise.all([
        api.post(`/api/exams/${attempt.id}/finish`),
        ...[ids.at(-1)!, ids[0]!].map((questionId) =>
          api.post('/api/practice/answers', { questionId, choice: 1, requestId: randomUUID() }),
        ),
      ]);
      expect([graded.status, ...practised.map((p) => p.status)], `round ${round}`).toEqual([200, 200, 200]);
    }
  }, 120_000);
});
