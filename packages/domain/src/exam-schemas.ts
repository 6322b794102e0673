import { z } from 'zod/mini';
import { EXAM } from './exam.ts';

const attemptId = z.uuid('validation.exam_invalid');

export const ExamParams = z.object({ id: attemptId });

export const AnswerParams = z.object({
  id: attemptId,
  position: z.coerce
    .number('validation.position_invalid')
    .check(
      z.int('validation.position_invalid'),
      z.minimum(0, 'validation.position_invalid'),
      z.maximum(EXAM.questions - 1, 'validation.position_invalid'),
    ),
});

/** One of a question's four choices, by its index. */
export const choiceIndex = z
  .number('validation.choice_invalid')
  .check(
    z.int('validation.choice_invalid'),
    z.minimum(0, 'validation.choice_invalid'),
    z.maximum(EXAM.choices - 1, 'validation.choice_invalid'),
  );

/** Only the choice is read: a grade or a "correct" flag sent along is ignored, never trusted. */
export const AnswerSchema = z.object({ choice: choiceIndex });

/** No body starts a new exam; `retryOf` asks the questions of a finished one again. */
export const StartExamSchema = z.nullish(z.object({ retryOf: z.optional(attemptId) }));

/** `finishedAt|id` of the last result of the page before, as the server gave it in `next`. */
const RESULTS_CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const ResultsQuery = z.object({
  before: z.optional(z.string('validation.cursor_invalid').check(z.regex(RESULTS_CURSOR, 'validation.cursor_invalid'))),
});
