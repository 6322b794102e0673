import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExamAttempt } from '@provisoire/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { startTestServer } from '../../../test/test-server.ts';
import type { CompiledContent } from '../../content/compile-content.ts';
import { CONTENT_FILE, loadContent } from '../../content/content-store.ts';
import { questionAnswers } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

// Issue 44, step 5: an answer is known by the bank's index of its choice, not by its words, so a
// correction of a choice's wording deployed while exams are open grades and records them as before.
const content = loadContent(inject('contentDist'));
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** The built content with every choice of question `id` reworded, as a correction deployed would be. */
function reworded(id: string) {
  const dir = mkdtempSync(join(tmpdir(), 'content-reworded-'));
  copies.push(dir);
  cpSync(inject('contentDist'), dir, { recursive: true });
  const built = JSON.parse(readFileSync(join(dir, CONTENT_FILE), 'utf8')) as CompiledContent;
  const q = built.questions.find((b) => b.id === id)!;
  q.choices = q.choices.map((c) => `${c} (byakosowe)`);
  writeFileSync(join(dir, CONTENT_FILE), JSON.stringify(built));
  return dir;
}

describe('an exam open while a question is reworded', () => {
  it('records each answer as the choice of the bank it was, and grades it the same', async () => {
    const first = await startTestServer();
    const { api, user } = await learnerIn(first);
    await first.db.transaction((tx) => grantPlan(tx, user.id, 'monthly', new Date()));
    const attempt: ExamAttempt = (await api.post('/api/exams')).json;
    const asked = attempt.questions[0]!;
    const bank = content.questions.find((q) => q.id === asked.id)!;

    // The correction is deployed: another instance, on the same database, has the new words.
    const second = await startTestServer({ database: first.database, env: { CONTENT_DIST: reworded(asked.id) } });
    try {
      const there = client(second.base);
      there.cookie = api.cookie;
      const right = asked.choices.indexOf(bank.choices[bank.correct]!);
      expect((await there.call('PUT', `/api/exams/${attempt.id}/answers/0`, { choice: right })).status).toBe(200);
      const graded = await there.post(`/api/exams/${attempt.id}/finish`);
      expect(graded.status).toBe(200);
      const [kept] = await second.db
        .select({ choice: questionAnswers.choice, correct: questionAnswers.correct })
        .from(questionAnswers)
        .where(and(eq(questionAnswers.userId, user.id), eq(questionAnswers.questionId, asked.id)));
      expect(kept).toEqual({ choice: bank.correct, correct: true });
    } finally {
      await second.close();
      await first.close();
    }
  });
});
