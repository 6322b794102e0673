import { addAnswer, type LessonEvidence, reviewAfter } from '@provisoire/domain';
import type { Queryable } from '../../db/connect.ts';
import { createLearningRepository } from './learning.repository.ts';

export interface GivenAnswer {
  questionId: string;
  lesson: number;
  correct: boolean;
}

/**
 * What one or more answers teach the server about a learner, inside the caller's transaction: the
 * question seen again, the lesson's evidence for readiness, and the question's place in the mistakes.
 * Rows are locked table by table and, within a table, in key order, so a practice answer and an exam's
 * grading of the same learner never wait on each other in a circle.
 */
export async function recordAnswers(tx: Queryable, userId: string, answers: readonly GivenAnswer[], now: Date) {
  const repo = createLearningRepository(tx);
  const sorted = [...answers].sort((a, b) => a.questionId.localeCompare(b.questionId));
  const first = new Map<string, boolean>();
  for (const a of sorted) first.set(a.questionId, (await repo.countAnswer(userId, a.questionId, now)) === 1);

  const lessons = [...new Set(sorted.map((a) => a.lesson))].sort((a, b) => a - b);
  for (const lesson of lessons) {
    let evidence: LessonEvidence | null = await repo.lockEvidence(userId, lesson);
    for (const a of sorted.filter((x) => x.lesson === lesson))
      evidence = addAnswer(evidence, lesson, { correct: a.correct, first: first.get(a.questionId)! }, now);
    await repo.saveEvidence(userId, evidence!);
  }

  // The questions_seen row of each question is held from above: its card is read and written alone.
  for (const a of sorted) {
    const before = await repo.card(userId, a.questionId);
    if (before || !a.correct) await repo.saveCard(userId, a.questionId, reviewAfter(before, a.correct, now));
  }
}
