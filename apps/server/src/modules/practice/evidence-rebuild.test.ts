import { partOf, replayEvidence, SIGNS_PART } from '@provisoire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { loadContent } from '../../content/content-store.ts';
import { dataMigrations, partEvidence, questionAnswers } from '../../db/schema.ts';
import { EVIDENCE_REBUILD, rebuildEvidenceOnce } from './evidence-rebuild.ts';

const HOUR = 3_600_000;
const bank = loadContent(inject('contentDist')).questions;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-26T08:00:00Z') });
});
afterAll(() => server.close());

const evidenceOf = async (userId: string) =>
  (await server.db.select().from(partEvidence).where(eq(partEvidence.userId, userId)))
    .map(({ userId: _, ...e }) => e)
    .sort((a, b) => a.part - b.part);

describe('the evidence rebuilt from the answers once (issue 39)', () => {
  it('counts each learner by part, a repeat by when it was seen before, and runs once', async () => {
    const { user } = await learnerIn(server);
    const { user: already } = await learnerIn(server);
    const sign = bank.find((q) => q.sign && q.topic === 12)!;
    const rule = bank.find((q) => !q.sign && q.topic === 12)!;
    const t0 = new Date('2026-11-20T08:00:00Z').getTime();
    const history = [
      { q: rule, correct: false, at: t0 },
      { q: rule, correct: true, at: t0 + 0.1 * HOUR }, // the key in mind: nothing
      { q: sign, correct: true, at: t0 + HOUR },
      { q: rule, correct: true, at: t0 + 72 * HOUR }, // days later: a little
    ];
    const rows = (userId: string) =>
      history.map(({ q, correct, at }) => ({
        userId,
        questionId: q.id,
        lessonId: q.topic,
        choice: q.correct,
        correct,
        source: 'practice' as const,
        answeredAt: new Date(at),
      }));
    await server.db.insert(questionAnswers).values([...rows(user.id), ...rows(already.id)]);
    // as before the upgrade: no evidence by part, no record of the rebuild; one learner answered on a new instance
    await server.db.delete(dataMigrations).where(eq(dataMigrations.name, EVIDENCE_REBUILD));
    const kept = { userId: already.id, part: 3, weight: 1, right: 1, at: new Date(), answers: 1, firsts: 1 };
    await server.db.insert(partEvidence).values(kept);

    expect(await rebuildEvidenceOnce(server.db, bank)).toBeGreaterThanOrEqual(2);
    const expected = replayEvidence(
      history.map(({ q, correct, at }) => ({ questionId: q.id, part: partOf(q), correct, at: new Date(at) })),
    ).sort((a, b) => a.part - b.part);
    expect(await evidenceOf(user.id)).toEqual(expected);
    expect(expected.map((e) => e.part)).toEqual([SIGNS_PART, 12]);
    expect(expected[1]).toMatchObject({ answers: 3, firsts: 1 });
    expect((await evidenceOf(already.id)).find((e) => e.part === 3)).toMatchObject({ weight: 1, answers: 1 });

    await server.db.delete(partEvidence).where(eq(partEvidence.userId, user.id));
    expect(await rebuildEvidenceOnce(server.db, bank)).toBe(0); // done: nothing again
    expect(await evidenceOf(user.id)).toEqual([]);
  });
});
