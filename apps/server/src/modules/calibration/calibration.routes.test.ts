import { randomUUID } from 'node:crypto';
import { type CalibrationReport, EXAM, EXAM_PARTS, partOf } from '@provisoire/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerIn, signedUpAdmin } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { loadContent } from '../../content/content-store.ts';
import { examAttempts } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

const NOW = new Date('2026-12-07T08:00:00Z');
const bank = new Map(loadContent(inject('contentDist')).questions.map((q) => [q.id, q]));
const keyOf = (id: string) => bank.get(id)!.correct;

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer({ now: NOW, env: { ADMIN_EMAILS: 'umuyobozi@example.rw' } });
  admin = (await signedUpAdmin(server, 'umuyobozi@example.rw')).api;
});
afterAll(() => server.close());

async function subscribed() {
  const learner = await learnerIn(server);
  await server.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', NOW));
  return learner;
}

/** A whole exam through the API, every answer right or every answer wrong. */
async function sitExam(api: Client, right: boolean) {
  const exam = (await api.post('/api/exams')).json;
  for (const [position, question] of exam.questions.entries()) {
    const key = bank.get(question.id)!.choices[keyOf(question.id)];
    const choice = right ? question.choices.indexOf(key) : (question.choices.indexOf(key) + 1) % 4;
    await api.call('PUT', `/api/exams/${exam.id}/answers/${position}`, { choice });
  }
  expect((await api.post(`/api/exams/${exam.id}/finish`)).status).toBe(200);
  return exam.id as string;
}

describe('the calibration page', () => {
  it('is the admin’s alone', async () => {
    const learner = (await learnerIn(server)).api;
    for (const path of ['/api/admin/calibration', '/api/admin/calibration.csv']) {
      expect((await client(server.base).get(path)).status).toBe(401);
      expect((await learner.get(path)).status).toBe(403);
    }
  });

  it('compares the chance each exam started with to how it ended, by tenth and by coverage', async () => {
    // One learner sits an exam before practising (the chance withheld, coverage 0) and fails it; then
    // covers every part in practice and passes the next one, which starts with a chance shown.
    const { api } = await subscribed();
    const withheld = await sitExam(api, false);
    for (const part of EXAM_PARTS)
      for (const q of [...bank.values()].filter((q) => partOf(q) === part).slice(0, 3))
        await api.post('/api/practice/answers', { questionId: q.id, choice: keyOf(q.id), requestId: randomUUID() });
    const shown = await sitExam(api, true);
    const started = async (id: string) =>
      (await server.db.select().from(examAttempts).where(eq(examAttempts.id, id)))[0]!;
    expect((await started(withheld)).readiness).toBeNull();
    const chance = (await started(shown)).readiness!;
    expect(chance).toBeGreaterThan(0);

    const report: CalibrationReport = (await admin.get('/api/admin/calibration')).json;
    expect(report).toMatchObject({ exams: 2, shown: 1, baseRate: 1, enough: false });
    expect(report.brier).toBeCloseTo((1 - chance) ** 2, 10);
    const tenth = Math.min(9, Math.floor(chance * 10));
    expect(report.tenths.filter((t) => t.exams > 0)).toEqual([
      { tenth, exams: 1, meanShown: chance, passRate: 1, enough: false },
    ]);
    expect(report.bands.find((b) => b.band === 'little')).toMatchObject({ exams: 1, shown: 0, passRate: 0 });
    expect(report.bands.find((b) => b.band === 'all')).toMatchObject({ exams: 1, shown: 1, passRate: 1 });

    const csv = await admin.get('/api/admin/calibration.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows: string[][] = parse(csv.text, { bom: true });
    expect(rows).toHaveLength(1 + 10 + 4);
    expect(rows[1 + tenth]).toEqual([
      'amahirwe yerekanywe',
      `${tenth * 10}-${tenth * 10 + 10} %`,
      '',
      '1',
      (100 * chance).toFixed(1),
      '100.0',
      '',
      '',
    ]);
  });

  it('leaves out exams still running, from before the readiness was kept, retries and timed-out ones', async () => {
    const { api } = await subscribed();
    const before = await sitExam(api, true);
    await server.db.update(examAttempts).set({ readinessCoverage: null }).where(eq(examAttempts.id, before));
    // a retry, passed from the keys its review showed
    const retry = (await api.post('/api/exams', { retryOf: before })).json;
    expect((await api.post(`/api/exams/${retry.id}/finish`)).status).toBe(200);
    // an exam left to run out, and one still running
    expect((await api.post('/api/exams')).status).toBe(201);
    server.advance((EXAM.durationSeconds + EXAM.graceSeconds + 1) * 1000);
    expect((await api.get('/api/exams/current')).status).toBe(404); // graded as timed out
    expect((await api.post('/api/exams')).status).toBe(201);
    const report: CalibrationReport = (await admin.get('/api/admin/calibration')).json;
    expect(report.exams).toBe(2); // the two of the test before
  });
});
