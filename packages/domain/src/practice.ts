import { z } from 'zod/mini';
import { SIGN_CATEGORIES } from './content.ts';
import { EXAM, type ExamPicture, QUESTION_TOPICS } from './exam.ts';

// The learning API's contract (issue 26): the server's routes validate with these schemas and answer
// these types; the web's `features/practice/api.ts` sends and reads the same.

export const PRACTICE = {
  /** Questions in a lesson's self-check. */
  selfCheckQuestions: 5,
  /** A mistake leaves the queue once answered right on this many different days (Kigali's calendar). */
  rightDaysToLearn: 2,
} as const;

const lesson = z.coerce
  .number('validation.lesson_invalid')
  .check(z.refine((n) => (QUESTION_TOPICS as readonly number[]).includes(n), 'validation.lesson_invalid'));

/** `GET /api/practice/next`: everything, or one lesson, one sign category, or only the mistakes due. */
export const PracticeNextQuery = z
  .strictObject({
    lesson: z.optional(lesson),
    signs: z.optional(z.enum(SIGN_CATEGORIES, 'validation.sign_category_invalid')),
    due: z.optional(z.literal('1', 'validation.due_invalid')),
  })
  .check(
    z.refine(
      (q) => [q.lesson, q.signs, q.due].filter((v) => v !== undefined).length <= 1,
      'validation.practice_scope_invalid',
    ),
  );
export type PracticeScope = z.output<typeof PracticeNextQuery>;

export const QUESTION_ID = /^\d{2}-\d{3}$/;

/** `POST /api/practice/answers`: the same `requestId` twice counts once and answers the same. */
export const PracticeAnswerSchema = z.strictObject({
  questionId: z.string('validation.question_invalid').check(z.regex(QUESTION_ID, 'validation.question_invalid')),
  /** An index into the question's choices as the bank orders them: the `index` of a `PracticeChoice`. */
  choice: z
    .number('validation.choice_invalid')
    .check(
      z.int('validation.choice_invalid'),
      z.minimum(0, 'validation.choice_invalid'),
      z.maximum(EXAM.choices - 1, 'validation.choice_invalid'),
    ),
  requestId: z.uuid('validation.body_invalid'),
  /** The lesson self-check this answer belongs to, if any. */
  checkId: z.optional(z.uuid('validation.check_invalid')),
});
export type PracticeAnswerInput = z.input<typeof PracticeAnswerSchema>;

/** `POST /api/practice/checks`: a lesson's self-check of five of its questions. */
export const SelfCheckSchema = z.strictObject({ lesson });
export type SelfCheckInput = z.input<typeof SelfCheckSchema>;

/** A choice as practice shows it: shown in the order sent, answered by `index`. */
export interface PracticeChoice {
  index: number;
  text: string;
}

/** A question to practise: no key until it is answered. */
export interface PracticeQuestion {
  id: string;
  lesson: number;
  stem: string;
  picture: ExamPicture | null;
  choices: PracticeChoice[];
  /** A mistake coming back, rather than a new or an old question. */
  review: boolean;
}

export interface PracticeNext {
  /** Null when the scope has nothing to ask (no mistake due, say). */
  question: PracticeQuestion | null;
  /** Mistakes due today, in every lesson. */
  due: number;
}

export interface SelfCheckState {
  id: string;
  lesson: number;
  total: number;
  answered: number;
  right: number;
  /** The lesson's best finished self-check, this one included once finished. */
  best: number | null;
}

export interface SelfCheck extends SelfCheckState {
  questions: PracticeQuestion[];
}

/** What the server says once an answer is in: right or not, the key, why, and where to read it. */
export interface PracticeFeedback {
  questionId: string;
  chosen: number;
  correct: boolean;
  /** The right choice's `index`. */
  rightChoice: number;
  explanation: string;
  /** The traffic code's article the explanation cites, e.g. "Ingingo ya 32". */
  article: string | null;
  lesson: { id: number; title: string; path: string };
  /** False when this request id was answered before: nothing more was counted. */
  counted: boolean;
  /** Whether the question waits in the learner's mistakes now. */
  inMistakes: boolean;
  /** Mistakes due today after this answer. */
  due: number;
  check: SelfCheckState | null;
}

/** How sure the chance of passing is, from the learner's own answers. */
export interface Readiness {
  /** `estimate` once there are enough answers; before that, `not_enough` and no probability. */
  status: 'not_enough' | 'estimate';
  /** The chance, 0 to 1, of at least `passMark` right of 20 in a new mock exam. */
  probability: number | null;
  /** Our mock's pass mark (14), stricter than the police's 12 of 20. */
  passMark: number;
  /** The same chance at the police's pass mark (12 of 20). */
  policeProbability: number | null;
  /** What it rests on: answers counted, and how many more are needed before it says anything. */
  answers: number;
  needed: number;
  /** Up to three lessons, weakest first. */
  weakest: number[];
}

export interface LessonProgress {
  id: number;
  opened: boolean;
  /** Chance of answering a new question of this lesson right, 0 to 1; null before any answer. */
  mastery: number | null;
  answers: number;
  selfCheckBest: number | null;
}

/** `GET /api/progress`. */
export interface Progress {
  readiness: Readiness;
  lessons: LessonProgress[];
  mistakes: { due: number; total: number };
}

/** Where a lesson's page is in the web app. */
export const lessonPath = (id: number) => `/dashboard/amasomo/${id}`;
