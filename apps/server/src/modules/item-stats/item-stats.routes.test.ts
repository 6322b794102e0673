import { randomUUID } from 'node:crypto';
import type { ExamAttempt, ItemAnalysis, ItemAnalysisRow, PaperQuestion } from '@provisoire/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerIn, signedUpAdmin } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { contentIn } from '../../content/compile-content.ts';
import { loadContent } from '../../content/content-store.ts';
import { dataMigrations, examAttempts, questionStats } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';
import { backfillItemStatsOnce, ITEM_STATS_BACKFILL } from './item-stats-backfill.ts';

const content = loadContent(inject('contentDist'));
const bank = content.questions;
let server: TestServer;
let admin: Client;
let learner: Client;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'abanditsi@example.rw' } });
  admin = (await signedUpAdmin(server, 'abanditsi@example.rw')).api;
  learner = (await learnerIn(server)).api;
});
afterAll(() => server.close());

async function subscribed() {
  const made = await learnerIn(server);
  await server.db.transaction((tx) => grantPlan(tx, made.user.id, 'monthly', new Date()));
  return made.api;
}

/** An exam started through the API, its paper then set to `paper`: the learners of a test share their questions. */
async function examOn(api: Client, paper?: PaperQuestion[]) {
  const started = await api.post('/api/exams');
  expect(started.status).toBe(201);
  const id = (started.json as ExamAttempt).id;
  if (paper) await server.db.update(examAttempts).set({ paper }).where(eq(examAttempts.id, id));
  const [row] = await server.db.select({ paper: examAttempts.paper }).from(examAttempts).where(eq(examAttempts.id, id));
  return { id, paper: row!.paper };
}

const answer = (api: Client, id: string, position: number, choice: number) =>
  api.call('PUT', `/api/exams/${id}/answers/${position}`, { choice });
/** A choice of the paper that is not its key. */
const wrongOn = (q: PaperQuestion) => (q.correct + 1) % q.choices.length;
/** The bank's index of the paper's choice. */
const inBank = (q: PaperQuestion, choice: number) =>
  bank.find((b) => b.id === q.id)!.choices.indexOf(q.choices[choice]!);

const analysis = async () => {
  const res = await admin.get('/api/admin/questions/stats');
  expect(res.status).toBe(200);
  return res.json as ItemAnalysis;
};
const rowOf = (a: ItemAnalysis, id: string) => a.questions.find((q) => q.questionId === id) as ItemAnalysisRow;

describe("the item analysis in the admin's language", () => {
  it('shows each question and its lesson in English or French, its figures the same', async () => {
    const inFrench = await admin.call('GET', '/api/admin/questions/stats', undefined, {
      cookie: `${admin.cookie}; lang=fr`,
    });
    const [rw, fr] = [await analysis(), inFrench.json as ItemAnalysis];
    const french = new Map(contentIn(content, 'fr').questions.map((q) => [q.id, q]));
    expect(fr.questions.map((r) => r.questionId)).toEqual(rw.questions.map((r) => r.questionId));
    for (const row of fr.questions.slice(0, 50)) {
      const q = french.get(row.questionId)!;
      expect([row.stem, row.choices, row.correct]).toEqual([q.stem, q.choices, q.correct]);
      expect(row.stem).not.toBe(rowOf(rw, row.questionId).stem);
    }
    expect(fr.questions[0]!.lessonTitle).toBe(
      contentIn(content, 'fr').lessons.find((l) => l.id === fr.questions[0]!.lesson)!.title,
    );
  });
});

describe('who may read the item analysis', () => {
  it.each(['/api/admin/questions/stats', '/api/admin/questions/stats.csv'])(
    '%s answers 401 signed out and 403 to a learner',
    async (path) => {
      const anonymous = await client(server.base).get(path);
      expect([anonymous.status, anonymous.json?.code]).toEqual([401, 'unauthenticated']);
      const refused = await learner.get(path);
      expect([refused.status, refused.json?.code]).toEqual([403, 'forbidden']);
    },
  );
});

describe('the counters kept as exams are graded', () => {
  let paper: PaperQuestion[];
  let q: PaperQuestion;
  const learners: { api: Client; id: string }[] = [];

  it('give every question of the bank, and the share right and the discrimination computed by hand', async () => {
    const before = await analysis();
    expect(before.questions).toHaveLength(bank.length);
    expect(before.questions.every((r) => r.asked === 0 && r.flags.length === 0)).toBe(true);

    // Five exams on one paper. On its first question q, x = right (1) or not (0), y = the rest of the score:
    //   x: 1  1  1  0 (a wrong choice)  0 (left unanswered)
    //   y: 16 12 8  10                  4
    // n = 5, Σx = 3, Σy = 50, Σy² = 580, Σxy = 36:
    // r = (5·36 − 3·50) / √((5·3 − 3²)(5·580 − 50²)) = 30 / √2400 = √6 / 4 ≈ 0.6124
    const plan: [boolean | null, number][] = [
      [true, 16],
      [true, 12],
      [true, 8],
      [false, 10],
      [null, 4],
    ];
    for (const [onQ, rest] of plan) {
      const api = await subscribed();
      const exam = await examOn(api, learners[0] && paper);
      paper ??= exam.paper;
      q ??= paper[0]!;
      if (onQ !== null) expect((await answer(api, exam.id, 0, onQ ? q.correct : wrongOn(q))).status).toBe(200);
      // the rest: right on the next `rest` questions, wrong on the others
      for (let position = 1; position < paper.length; position++) {
        const p = paper[position]!;
        expect((await answer(api, exam.id, position, position <= rest ? p.correct : wrongOn(p))).status).toBe(200);
      }
      const graded = await api.post(`/api/exams/${exam.id}/finish`);
      expect(graded.json.grade).toBe(rest + (onQ ? 1 : 0));
      learners.push({ api, id: exam.id });
    }

    const after = await analysis();
    const row = rowOf(after, q.id);
    expect(row).toMatchObject({ asked: 5, shareRight: 0.6, examAnswers: 5, flags: [] });
    expect(row.discrimination).toBeCloseTo(Math.sqrt(6) / 4, 10);
    // the picks in the bank's order (the paper shuffled them): the key three times, the wrong choice once,
    // the unanswered exam nothing
    const picks = row.picks.map((p) => p.count);
    const expected = [0, 0, 0, 0];
    expected[inBank(q, q.correct)] = 3;
    expected[inBank(q, wrongOn(q))] = 1;
    expect(picks).toEqual(expected);
    expect(row.correct).toBe(inBank(q, q.correct));
    expect(row.choices).toEqual(bank.find((b) => b.id === q.id)!.choices);
    expect(row.lessonTitle).not.toBe('');
    // the second question: right for everyone, so it tells nobody apart
    expect(rowOf(after, paper[1]!.id)).toMatchObject({ asked: 5, shareRight: 1, discrimination: null });
    // the last one: right only with a rest of 19 or more, so for nobody
    expect(rowOf(after, paper[19]!.id)).toMatchObject({ asked: 5, shareRight: 0 });
    const unasked = after.questions.find((r) => !paper.some((p) => p.id === r.questionId))!;
    expect(unasked).toMatchObject({ asked: 0, shareRight: null, discrimination: null });
  });

  it("count a learner's first answer in practice, not one given after an exam or again, nor a retry", async () => {
    const practise = (api: Client, choice: number) =>
      api.post('/api/practice/answers', { questionId: q.id, choice, requestId: randomUUID() });
    const key = inBank(q, q.correct);
    const wrong = (key + 1) % q.choices.length;
    // the learner who answered q in the exam: not a first answer
    expect((await practise(learners[0]!.api, wrong)).status).toBe(200);
    // the learner who left it unanswered: the first, then a second
    expect((await practise(learners[4]!.api, wrong)).status).toBe(200);
    expect((await practise(learners[4]!.api, key)).status).toBe(200);
    // a retry asks the paper again after its review: counted nowhere
    const retry = await learners[1]!.api.post('/api/exams', { retryOf: learners[1]!.id });
    expect(retry.status).toBe(201);
    expect((await learners[1]!.api.post(`/api/exams/${retry.json.id}/finish`)).status).toBe(200);

    const row = rowOf(await analysis(), q.id);
    expect(row).toMatchObject({ asked: 6, examAnswers: 5, shareRight: 0.5 });
    expect(row.discrimination).toBeCloseTo(Math.sqrt(6) / 4, 10);
    expect(row.picks[wrong]!.count).toBe(wrong === inBank(q, wrongOn(q)) ? 2 : 1);
  });

  it('lose no count to a burst of gradings sharing their questions, in opposite orders', async () => {
    const before = rowOf(await analysis(), q.id);
    const reversed = [...paper].reverse();
    const exams = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const api = await subscribed();
        const exam = await examOn(api, i % 2 ? reversed : paper);
        await answer(api, exam.id, 0, exam.paper[0]!.correct);
        return { api, exam };
      }),
    );
    const graded = await Promise.all(exams.map(({ api, exam }) => api.post(`/api/exams/${exam.id}/finish`)));
    expect(graded.map((g) => g.status)).toEqual(Array(12).fill(200));
    const after = await analysis();
    expect(rowOf(after, q.id)).toMatchObject({ asked: before.asked + 12, examAnswers: before.examAnswers + 12 });
    for (const p of paper) expect(rowOf(after, p.id).examAnswers, p.id).toBe(17);
    expect(after.questions.reduce((n, r) => n + r.examAnswers, 0)).toBe(17 * 20);
  });

  it('are those the backfill finds in the answers given before the counters were kept', async () => {
    const kept = await server.db.select().from(questionStats).orderBy(questionStats.questionId);
    await server.db.delete(questionStats);
    await server.db.delete(dataMigrations).where(eq(dataMigrations.name, ITEM_STATS_BACKFILL));
    expect(await backfillItemStatsOnce(server.db, bank)).toBe(kept.length);
    expect(await server.db.select().from(questionStats).orderBy(questionStats.questionId)).toEqual(kept);
    expect(await backfillItemStatsOnce(server.db, bank)).toBe(0); // once
  });

  it('export the same figures as a CSV, with a BOM and the key by its number', async () => {
    const res = await fetch(`${server.base}/api/admin/questions/stats.csv`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="provisoire-ibibazo-[\d-]{10}\.csv"$/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(bank.length);
    const row = rows.find((r) => r.id === q.id)!;
    const shown = rowOf(await analysis(), q.id);
    expect(row).toMatchObject({
      isomo: String(q.topic),
      yabajijwe: String(shown.asked),
      'mu bizamini': String(shown.examAnswers),
      "igisubizo cy'ukuri": String(shown.correct + 1),
      'igisubizo 1': shown.choices[0],
    });
    expect(Number(row.gutandukanya)).toBeCloseTo(shown.discrimination!, 3);
  });
});
