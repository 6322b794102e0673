import { randomUUID } from 'node:crypto';
import { EXAM_PARTS, fitRecalibration, HOUR_MS, partOf, recalibrated } from '@provisoire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { loadContent } from '../../content/content-store.ts';
import { examAttempts } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

// The readiness model's chance, corrected by how real exams ended (issue 39): fitted on the exams
// finished before the hour's turn, the same on two instances.
const NOW = new Date('2026-12-07T08:30:00Z');
const bank = [...loadContent(inject('contentDist')).questions];

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ now: NOW });
  second = await startTestServer({ now: NOW, database: first.database });
});
afterAll(async () => {
  await second.stop();
  await first.close();
});

/** Finished exams of another learner, straight into the database: the model said `model`. */
async function pastExams(
  userId: string,
  n: number,
  {
    model,
    passed,
    finishedAt,
    retryOf = null,
    timedOut = false,
  }: {
    model: number;
    passed: (i: number) => boolean;
    finishedAt: Date;
    retryOf?: string | null;
    timedOut?: boolean;
  },
) {
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    paper: [],
    free: false,
    startedAt: new Date(finishedAt.getTime() - 600_000),
    deadline: finishedAt,
    finishedAt,
    grade: passed(i) ? 16 : 10,
    passed: passed(i),
    timedOut,
    retryOf,
    readiness: model,
    readinessModel: model,
    readinessCoverage: 1,
    readinessRepeats: 0,
    readinessAnswers: 100,
  }));
  await first.db.insert(examAttempts).values(rows);
}

describe('the readiness correction', () => {
  it('moves the chance by how real exams ended, from the next hour, alike on both instances', async () => {
    // a learner who covers every part in practice, half of their answers right
    const learner = await learnerIn(first);
    await first.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', NOW));
    for (const part of EXAM_PARTS)
      for (const [i, q] of bank
        .filter((q) => partOf(q) === part)
        .slice(0, 4)
        .entries())
        await learner.api.post('/api/practice/answers', {
          questionId: q.id,
          choice: i % 2 === 0 ? q.correct : (q.correct + 1) % q.choices.length,
          requestId: randomUUID(),
        });
    const chance = async (server: TestServer) => {
      const api = client(server.base);
      api.cookie = learner.api.cookie;
      return (await api.get('/api/progress')).json.readiness.probability as number;
    };
    const model = await chance(first);
    expect(model).toBeGreaterThan(0.05);
    expect(model).toBeLessThan(0.95);

    // 1,000 exams shown 30 % passed 45 % of the time, 1,000 shown 70 % passed 85 %: the model under-rates;
    // retries, timed-out exams and those finished after the hour's turn (less its settling margin) all
    // failed and are left out
    const other = await learnerIn(first);
    const before = new Date('2026-12-07T08:40:00Z');
    await pastExams(other.user.id, 1000, { model: 0.3, passed: (i) => i % 20 < 9, finishedAt: before });
    await pastExams(other.user.id, 1000, { model: 0.7, passed: (i) => i % 20 < 17, finishedAt: before });
    await pastExams(other.user.id, 300, { model: 0.5, passed: () => false, finishedAt: before, timedOut: true });
    const retried = (await first.db.select({ id: examAttempts.id }).from(examAttempts).limit(1))[0]!.id;
    await pastExams(other.user.id, 300, { model: 0.5, passed: () => false, finishedAt: before, retryOf: retried });
    const late = new Date('2026-12-07T08:56:00Z');
    await pastExams(other.user.id, 300, { model: 0.5, passed: () => false, finishedAt: late });

    // this hour's correction was read before those exams: nothing moves until the hour turns
    expect(await chance(first)).toBe(model);
    first.advance(HOUR_MS);
    second.advance(HOUR_MS);
    const fit = fitRecalibration([
      { probability: 0.3, exams: 1000, passes: 450 },
      { probability: 0.7, exams: 1000, passes: 850 },
    ]);
    const expected = recalibrated(model, fit);
    expect(expected).toBeGreaterThan(model + 0.02);
    expect(await chance(first)).toBeCloseTo(expected, 3); // the database sums the chances in its own order
    expect(await chance(second)).toBe(await chance(first));

    // an exam keeps the chance shown and the model's own, which the correction is fitted on
    const exam = (await learner.api.post('/api/exams')).json;
    const [row] = await first.db.select().from(examAttempts).where(eq(examAttempts.id, exam.id));
    expect(row!.readinessModel).toBeCloseTo(model, 3); // an hour's decay later
    expect(row!.readiness).toBeCloseTo(recalibrated(row!.readinessModel!, fit), 3);
  });
});
