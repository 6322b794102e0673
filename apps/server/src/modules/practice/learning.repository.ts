import type { Queryable } from '../../db/connect.ts';
import { createAnswersRepository } from './answers.repository.ts';
import { createEvidenceRepository } from './part-evidence.repository.ts';
import { createSeenRepository } from './questions-seen.repository.ts';
import { createReviewCardsRepository } from './review-cards.repository.ts';
import { createSelfChecksRepository } from './self-checks.repository.ts';
import { createStudyDaysRepository } from './study-days.repository.ts';

/**
 * A learner's memory of the bank, on one connection or transaction: what they saw, answered and
 * missed, their self-checks, the evidence readiness reads, and what their study plan reads. Each part is its own repository.
 */
export function createLearningRepository(db: Queryable) {
  return {
    ...createSeenRepository(db),
    ...createReviewCardsRepository(db),
    ...createEvidenceRepository(db),
    ...createAnswersRepository(db),
    ...createSelfChecksRepository(db),
    ...createStudyDaysRepository(db),
  };
}
