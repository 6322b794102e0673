import { freshestFirst, type Random, type SeenAt } from './exam-draw.ts';
import type { PracticeScope } from './practice-schemas.ts';

interface Pickable {
  id: string;
  topic: number;
  sign: string | null;
}

/** Whether a question belongs to what the learner chose to practise (the mistakes are chosen by their due time). */
export const inScope = (q: Pickable, scope: PracticeScope) =>
  scope.lesson !== undefined
    ? q.topic === scope.lesson
    : scope.signs !== undefined
      ? scope.signs === 'all'
        ? q.sign !== null
        : q.sign?.[0] === scope.signs
      : true;

/**
 * The next question to practise: a mistake that is due comes first (the longest due first), then what
 * the learner has never seen, then what they saw longest ago. With `dueOnly`, only the mistakes.
 */
export function pickNext<T extends Pickable>(
  pool: readonly T[],
  {
    seen,
    due,
    now,
    random,
    dueOnly = false,
  }: {
    seen: SeenAt;
    /** When each question in the learner's mistakes is due (ms). */
    due: ReadonlyMap<string, number>;
    now: Date;
    random: Random;
    dueOnly?: boolean;
  },
): { question: T; review: boolean } | null {
  const dueNow = pool
    .filter((q) => (due.get(q.id) ?? Number.POSITIVE_INFINITY) <= now.getTime())
    .sort((a, b) => due.get(a.id)! - due.get(b.id)!);
  if (dueNow[0]) return { question: dueNow[0], review: true };
  if (dueOnly) return null;
  const [next] = freshestFirst(pool, seen, random, 1);
  return next ? { question: next, review: due.has(next.id) } : null;
}
