import { type Card, createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { PRACTICE } from './practice.ts';
import { HOUR_MS } from './time.ts';

// The mistakes that come back: each question answered wrong is a card scheduled by FSRS (ts-fsrs), the
// spaced-repetition scheduler that fits memory to each answer. A wrong answer is 'Again', a right one
// 'Good'; the card leaves the queue once answered right twice since the last mistake, the second right
// answer at least `PRACTICE.hoursBetweenRights` after the first (two calendar days could be 11 minutes).

/** A card as the database keeps it (JSON: dates as ISO strings). */
export type StoredCard = Omit<Card, 'due' | 'last_review'> & { due: string; last_review?: string };

export interface ReviewState {
  card: StoredCard;
  /** The first right answer since the last mistake; null while there is none. */
  rightSince: string | null;
}

const scheduler = fsrs({ enable_fuzz: false });

const toStored = (card: Card): StoredCard => ({
  ...card,
  due: card.due.toISOString(),
  last_review: card.last_review?.toISOString(),
});

const fromStored = (card: StoredCard): Card => ({
  ...card,
  due: new Date(card.due),
  last_review: card.last_review ? new Date(card.last_review) : undefined,
});

/**
 * The question's place in the learner's mistakes after one more answer: null when it is not (or no
 * longer) there, a right answer to a question never missed included.
 */
export function reviewAfter(prev: ReviewState | null, correct: boolean, now: Date): ReviewState | null {
  if (!prev && correct) return null;
  const card = prev ? fromStored(prev.card) : createEmptyCard(now);
  const next = toStored(scheduler.next(card, now, correct ? Rating.Good : Rating.Again).card);
  if (!correct) return { card: next, rightSince: null };
  const since = prev!.rightSince;
  if (since && now.getTime() - new Date(since).getTime() >= PRACTICE.hoursBetweenRights * HOUR_MS) return null;
  return { card: next, rightSince: since ?? now.toISOString() };
}

/** When a card is due again. */
export const dueAt = (state: ReviewState) => new Date(state.card.due);
