import type { ExamPicture } from './exam.ts';
import type { StudyPlan } from './study-plan.ts';

// The learning API's contract (issue 26): the server answers these types, the web's
// `features/practice/api.ts` reads them; what the routes accept is in practice-schemas.ts, apart, so that
// a page that only shows progress does not load the validation library.

export const PRACTICE = {
  /** Questions in a lesson's self-check. */
  selfCheckQuestions: 5,
  /** A mistake leaves the queue once answered right twice, this many hours apart at least. */
  hoursBetweenRights: 12,
} as const;

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
  /** The traffic code's article the explanation cites, e.g. "Ingingo ya 32" ("Article 32" in English and French). */
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

/** What the learner reads first: not ready yet, close, or very likely to pass. */
export type ReadinessVerdict = 'not_ready' | 'close' | 'likely';

/**
 * How ready the learner is. No chance is given until the answers cover the exam (`coverage`): before
 * that, `not_yet` and the parts of the exam to practise. A part is a lesson's questions without a sign,
 * or the road signs (`SIGNS_PART`, 0).
 */
export interface Readiness {
  status: 'not_yet' | 'estimate';
  /** From `probability`, once there is one. */
  verdict: ReadinessVerdict | null;
  /** The chance, 0 to 1, of at least `passMark` right of 20 in a new mock exam. */
  probability: number | null;
  /** Our mock's pass mark (14), stricter than the police's 12 of 20. */
  passMark: number;
  /** The same chance at the police's pass mark (12 of 20). */
  policeProbability: number | null;
  /** What it rests on: answers counted, and how many more are needed before it says anything. */
  answers: number;
  needed: number;
  /** The share of the exam's questions, 0 to 1, in parts the learner has practised enough. */
  coverage: number;
  /** Before an estimate: the parts still to practise, those never practised first. */
  toPractise: number[];
  /** With an estimate: up to three parts, those never practised first, then the weakest. */
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
  /** Today's plan to the learner's test date. */
  plan: StudyPlan;
}

/** The most mistakes `GET /api/practice/mistakes` lists, the soonest due first: a page a phone reads. */
export const MISTAKES_LISTED = 200;

/** A question waiting in the learner's mistakes: what it asks, and when it comes back. No key. */
export interface MistakeItem {
  id: string;
  lesson: number;
  stem: string;
  /** The sign or drawn situation the question shows, as practice shows it. */
  picture: ExamPicture | null;
  /** When it comes back (ISO); at or before `now`, it is due already. */
  due: string;
}

/** `GET /api/practice/mistakes`. */
export interface MistakeList {
  /** Soonest due first, at most `MISTAKES_LISTED`. */
  mistakes: MistakeItem[];
  /** Every mistake waiting, more than listed past the bound. */
  total: number;
  /** The server's clock, which `due` is compared with (a phone's clock may be wrong). */
  now: string;
}
