import type { QUESTION_TOPICS, SIGN_CATEGORIES, SIGNS_PART } from '@provisoire/domain';

// Figures of the domain's rules, held to them by their types (a change there fails the type check here):
// importing the values would bring the exam's and the signs' constants, in files of their own, to pages
// that need none of them.

const FIRST_TOPIC: (typeof QUESTION_TOPICS)[0] = 3;
const LAST_TOPIC: (typeof QUESTION_TOPICS)[10] = 13;

/** Whether a lesson has questions of its own: lessons 1 and 2 are practice sets drawn from the others. */
export const hasQuestions = (lesson: number) =>
  Number.isInteger(lesson) && lesson >= FIRST_TOPIC && lesson <= LAST_TOPIC;

/** The sign categories practice offers, in the traffic code's order. */
export const SIGN_CATEGORY_CODES: typeof SIGN_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The exam's road-signs part in readiness (its lessons are the other parts). */
export const SIGNS: typeof SIGNS_PART = 0;
