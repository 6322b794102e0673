import { z } from 'zod/mini';
import { SIGN_CATEGORIES } from './content.ts';
import { QUESTION_TOPICS } from './exam.ts';
import { choiceIndex } from './exam-schemas.ts';

// What the learning routes accept (the contract's types are in practice.ts).

const lesson = z.coerce
  .number('validation.lesson_invalid')
  .check(z.refine((n) => (QUESTION_TOPICS as readonly number[]).includes(n), 'validation.lesson_invalid'));

/** What sign questions practice may ask: one category of signs, or every sign (`all`, the exam's signs part). */
export const SIGN_SCOPES = [...SIGN_CATEGORIES, 'all'] as const;

/** `GET /api/practice/next`: everything, or one lesson, one sign category or every sign, or only the mistakes due. */
export const PracticeNextQuery = z
  .strictObject({
    lesson: z.optional(lesson),
    signs: z.optional(z.enum(SIGN_SCOPES, 'validation.sign_category_invalid')),
    due: z.optional(z.literal('1', 'validation.due_invalid')),
  })
  .check(
    z.refine(
      (q) => [q.lesson, q.signs, q.due].filter((v) => v !== undefined).length <= 1,
      'validation.practice_scope_invalid',
    ),
  );
export type PracticeScope = z.output<typeof PracticeNextQuery>;

const QUESTION_ID = /^\d{2}-\d{3}$/;

/** `POST /api/practice/answers`: the same `requestId` twice counts once and answers the same. */
export const PracticeAnswerSchema = z.strictObject({
  questionId: z.string('validation.question_invalid').check(z.regex(QUESTION_ID, 'validation.question_invalid')),
  /** An index into the question's choices as the bank orders them: the `index` of a `PracticeChoice`. */
  /** An index into the question's choices as the bank orders them: the `index` of a `PracticeChoice`. */
  choice: choiceIndex,
  requestId: z.uuid('validation.body_invalid'),
  /** The lesson self-check this answer belongs to, if any. */
  checkId: z.optional(z.uuid('validation.check_invalid')),
});
export type PracticeAnswerInput = z.input<typeof PracticeAnswerSchema>;

/** `POST /api/practice/checks`: a lesson's self-check of five of its questions. */
export const SelfCheckSchema = z.strictObject({ lesson });
export type SelfCheckInput = z.input<typeof SelfCheckSchema>;

/** `PUT /api/plan/test-date`: the day of the learner's test (`YYYY-MM-DD`), or null to clear it. */
export const TestDateSchema = z.strictObject({
  testDate: z.nullable(
    z.string('validation.test_date_invalid').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.test_date_invalid')),
  ),
});
export type TestDateInput = z.output<typeof TestDateSchema>;
