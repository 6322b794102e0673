import { randomUUID } from 'node:crypto';
import type { ExamAttempt, ExamReview, Language, MistakeList, PracticeFeedback } from '@provisoire/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import type { Client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { contentIn } from '../../content/compile-content.ts';
import { loadContent } from '../../content/content-store.ts';
import { questionAnswers } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

// Issue 41: a question keeps one id and one key in every language; an exam's paper keeps its language.
const content = loadContent(inject('contentDist'));
const bankIn = (language: Language) => new Map(contentIn(content, language).questions.map((q) => [q.id, q]));
const banks = { rw: bankIn('rw'), en: bankIn('en'), fr: bankIn('fr') };
const lessonTitle = (language: Language, id: number) =>
  contentIn(content, language).lessons.find((l) => l.id === id)!.title;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function subscribedIn(language: Language) {
  const learner = await learnerIn(server);
  await server.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', new Date()));
  expect((await learner.api.call('PUT', '/api/language', { language })).status).toBe(204);
  return learner;
}

const choose = (api: Client, attempt: ExamAttempt, position: number, choice: number) =>
  api.call('PUT', `/api/exams/${attempt.id}/answers/${position}`, { choice });

describe('a mock exam in English or French', () => {
  it('is drawn in the language it starts in, graded by the same keys, and reviewed in it after a change', async () => {
    const { api, user } = await subscribedIn('fr');
    const start = await api.post('/api/exams');
    expect(start.status).toBe(201);
    const attempt: ExamAttempt = start.json;
    // answer every question right by the French key's words, found among the shuffled choices
    for (const [position, shown] of attempt.questions.entries()) {
      const q = banks.fr.get(shown.id)!;
      expect(shown.stem).toBe(q.stem);
      expect(shown.stem).not.toBe(banks.rw.get(shown.id)!.stem);
      expect(shown.choices.toSorted()).toEqual(q.choices.toSorted());
      const choice = shown.choices.indexOf(q.choices[q.correct]!);
      expect((await choose(api, attempt, position, choice)).status).toBe(200);
    }
    expect((await api.call('PUT', '/api/language', { language: 'en' })).status).toBe(204);
    const current: ExamAttempt = (await api.get('/api/exams/current')).json;
    expect(current.questions.map((q) => q.stem)).toEqual(attempt.questions.map((q) => q.stem));

    const result = await api.post(`/api/exams/${attempt.id}/finish`);
    expect(result.json).toMatchObject({ grade: 20, passed: true });
    const review: ExamReview = (await api.get(`/api/exams/${attempt.id}/review`)).json;
    for (const q of review.questions) {
      const fr = banks.fr.get(q.id)!;
      expect([q.stem, q.explanation, q.chosen === q.correct]).toEqual([fr.stem, fr.explanation, true]);
      expect(q.lesson.title).toBe(lessonTitle('fr', fr.topic));
    }
    // the learner's history holds each answer as the bank's choice, the same in every language
    const kept = await server.db
      .select({ id: questionAnswers.questionId, choice: questionAnswers.choice, correct: questionAnswers.correct })
      .from(questionAnswers)
      .where(and(eq(questionAnswers.userId, user.id), eq(questionAnswers.source, 'exam')));
    expect(kept).toHaveLength(20);
    for (const row of kept) expect([row.choice, row.correct]).toEqual([banks.rw.get(row.id)!.correct, true]);
  });

  it("asks a retry in the learner's language now", async () => {
    const { api } = await subscribedIn('en');
    const first: ExamAttempt = (await api.post('/api/exams')).json;
    await api.post(`/api/exams/${first.id}/finish`);
    await api.call('PUT', '/api/language', { language: 'rw' });
    const retry = await api.post('/api/exams', { retryOf: first.id });
    expect(retry.status).toBe(201);
    const ids = (retry.json as ExamAttempt).questions.map((q) => q.id);
    expect(ids).toEqual(first.questions.map((q) => q.id));
    expect((retry.json as ExamAttempt).questions.map((q) => q.stem)).toEqual(ids.map((id) => banks.rw.get(id)!.stem));
  });
});

describe('practice in English or French', () => {
  it("asks, explains and lists mistakes in the learner's language, linking the lesson where it cites the article", async () => {
    const { api } = await subscribedIn('en');
    const next = await api.get('/api/practice/next?lesson=5');
    const { question } = next.json;
    expect(question.stem).toBe(banks.en.get(question.id)!.stem);
    // answered: a question of lesson 5 whose article the English lesson cites (not all do, e.g. 05-001)
    const lesson5 = contentIn(content, 'en').lessons.find((l) => l.id === 5)!.html;
    const anchorOf = (q: { explanation: string }) => `ingingo-${/Article (\d+)(?![.\d]|bis)/.exec(q.explanation)?.[1]}`;
    const en = [...banks.en.values()].find((q) => q.topic === 5 && lesson5.includes(`id="${anchorOf(q)}"`))!;
    const wrong = (en.correct + 1) % en.choices.length;
    const answered = await api.post('/api/practice/answers', {
      questionId: en.id,
      choice: wrong,
      requestId: randomUUID(),
    });
    const feedback: PracticeFeedback = answered.json;
    expect(feedback).toMatchObject({ correct: false, rightChoice: en.correct, explanation: en.explanation });
    expect(feedback.article).toMatch(/^Article \d/);
    expect(feedback.lesson.title).toBe(lessonTitle('en', 5));
    expect(feedback.lesson.path).toBe(`/dashboard/amasomo/5#${anchorOf(en)}`);

    await api.call('PUT', '/api/language', { language: 'fr' });
    const mistakes: MistakeList = (await api.get('/api/practice/mistakes')).json;
    expect(mistakes.mistakes.map((m) => m.stem)).toEqual([banks.fr.get(en.id)!.stem]);
    const check = await api.post('/api/practice/checks', { lesson: 6 });
    for (const q of check.json.questions) expect(q.stem).toBe(banks.fr.get(q.id)!.stem);
  });
});
