import { addAnswer, firstAnswerCounters, type PartEvidence, type ReviewState, reviewAfter } from '@provisoire/domain';
import type { Queryable } from '../../db/connect.ts';
import { createItemStatsRepository } from '../item-stats/item-stats.repository.ts';
import { createLearningRepository } from './learning.repository.ts';

export interface GivenAnswer {
  questionId: string;
  /** The part of the exam it counts in (`partOf`): the road signs, or its lesson. */
  part: number;
  correct: boolean;
  /** Asked again by an exam's retry: readiness credits nothing. */
  retry?: boolean;
  /**
   * A practice or self-check answer: the bank's index of the choice given, and how many the question has.
   * The learner's first answer to a question counts in its statistics for the authors (an exam's
   * grading counts its own answers).
   */
  practice?: { choice: number; choices: number };
}

/**
 * What answers teach the server about a learner, inside the caller's transaction, in a few statements
 * however many answers: the questions seen (`blank` ones shown but not answered too), each part's
 * evidence for readiness (a question seen moments before counts nothing), each question's place in the
 * mistakes, and a learner's first practice answer to a question in its statistics for the authors.
 * Answers which questions wait in the mistakes afterwards. Rows are locked table by table
 * and, within a table, in key order, so a practice answer and an exam's grading of the same learner
 * never wait on each other in a circle.
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

  const evidence = await repo.lockEvidence(userId, [...new Set(answers.map((a) => a.part))]);
  const updated = new Map<number, PartEvidence>();
  for (const a of answers) {
    const seen = counts.get(a.questionId);
    // a parallel answer to the same question, too recent for the snapshot: seen just now
    const lastSeen = seen?.before ?? ((seen?.answers ?? 0) > 1 ? now : null);
    const before = updated.get(a.part) ?? evidence.get(a.part) ?? null;
    updated.set(a.part, addAnswer(before, a.part, { correct: a.correct, lastSeen, retry: a.retry }, now));
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

  // Last: these rows are every learner's. `answers` counts this answer, so 1 is the first (the row lock
  // above makes two answers at once to the same question count 1 and 2).
  const firsts = answers.flatMap(({ questionId, correct, practice }) =>
    practice && counts.get(questionId)?.answers === 1
      ? [firstAnswerCounters({ questionId, correct, ...practice })]
      : [],
  );
  await createItemStatsRepository(tx).add(firsts);
  return new Set(kept.keys());
}
