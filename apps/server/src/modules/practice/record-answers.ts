import { addAnswer, type LessonEvidence, type ReviewState, reviewAfter } from '@provisoire/domain';
import type { Queryable } from '../../db/connect.ts';
import { createLearningRepository } from './learning.repository.ts';

export interface GivenAnswer {
  questionId: string;
  lesson: number;
  correct: boolean;
}

/**
 * What answers teach the server about a learner, inside the caller's transaction, in a few statements
 * however many answers: the questions seen (`blank` ones shown but not answered too), each lesson's
 * evidence for readiness, and each question's place in the mistakes. Answers which questions wait in
 * the mistakes afterwards. Rows are locked table by table and, within a table, in key order, so a
 * practice answer and an exam's grading of the same learner never wait on each other in a circle.
 */
export async function recordAnswers(
  tx: Queryable,
  userId: string,
  answers: readonly GivenAnswer[],
  now: Date,
  blank: readonly string[] = [],
) {
  const repo = createLearningRepository(tx);
  const counts = await repo.countAnswers(
    userId,
    [
      ...answers.map((a) => ({ questionId: a.questionId, answered: true })),
      ...blank.map((questionId) => ({ questionId, answered: false })),
    ],
    now,
  );
  if (answers.length === 0) return new Set<string>();

  const evidence = await repo.lockEvidence(userId, [...new Set(answers.map((a) => a.lesson))]);
  const updated = new Map<number, LessonEvidence>();
  for (const a of answers) {
    const before = updated.get(a.lesson) ?? evidence.get(a.lesson) ?? null;
    updated.set(
      a.lesson,
      addAnswer(before, a.lesson, { correct: a.correct, first: counts.get(a.questionId) === 1 }, now),
    );
  }
  await repo.saveEvidence(userId, [...updated.values()]);

  // The questions_seen rows of these questions are held from above: their cards are read and written alone.
  const cards = await repo.cards(
    userId,
    answers.map((a) => a.questionId),
  );
  const kept = new Map<string, ReviewState>();
  const learnt: string[] = [];
  for (const a of answers) {
    const before = cards.get(a.questionId) ?? null;
    if (!before && a.correct) continue;
    const after = reviewAfter(before, a.correct, now);
    if (after) kept.set(a.questionId, after);
    else learnt.push(a.questionId);
  }
  await repo.saveCards(userId, kept, learnt);
  return new Set(kept.keys());
}
