import type { LessonProgress } from '@provisoire/domain';
import { PRACTICE } from '@provisoire/domain';
import { hasQuestions } from './practice-rules.ts';

/** A lesson is behind the learner once opened and, when it has questions, its self-check nearly all right. */
const done = (lesson: LessonProgress) =>
  lesson.opened && (!hasQuestions(lesson.id) || (lesson.selfCheckBest ?? 0) >= PRACTICE.selfCheckQuestions - 1);

/**
 * The lesson to go on with, in the lessons' order: the first one opened and not yet behind the learner,
 * else the first not opened; null once all are behind them.
 */
export function lessonToContinue(lessons: readonly LessonProgress[]): number | null {
  const ordered = [...lessons].sort((a, b) => a.id - b.id);
  const started = ordered.find((lesson) => lesson.opened && !done(lesson));
  return (started ?? ordered.find((lesson) => !lesson.opened))?.id ?? null;
}
