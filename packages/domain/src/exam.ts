/** The mock exam's constants (spec §9) and what the API sends about it. */
export const EXAM = {
  questions: 20,
  durationSeconds: 1200,
  passMark: 14,
  choices: 4,
  /** Answers that left the phone before the deadline may land a little after it. */
  graceSeconds: 10,
  /** Questions with a road sign in each exam, as the real exam shows several. */
  signQuestions: 5,
} as const;

export const RESULTS_PAGE_SIZE = 10;
export const RECENT_RESULTS = 3;

/** The lessons the question bank covers: lessons 1 and 2 are practice sets drawn from the others. */
export const QUESTION_TOPICS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;

/** Choices that speak of the others: they stay last when an exam shuffles the rest. */
export const FORMULA_CHOICES = ["Nta gisubizo cy'ukuri kirimo", 'Ibisubizo byose ni ukuri'] as const;

export interface ExamPicture {
  src: string;
  /** Read aloud instead of the picture; it describes what is drawn, never the answer. */
  alt: string;
  /** A drawn situation's shape, from its viewBox, shown the screen's width; a road sign has none and shows square. */
  width?: number;
  height?: number;
}

/** A question as the learner sees it during an exam: no answer key. */
export interface ExamQuestion {
  /** The bank's id: what the learner's history and a future phone app name it by. */
  id: string;
  stem: string;
  picture: ExamPicture | null;
  /** In this attempt's order; an answer names the index shown. */
  choices: string[];
}

/** A question of the bank, as compiled from `content/questions`; it never leaves the server whole. */
export interface BankQuestion {
  /** Stable: attempts keep it, so it is never reused for another question. */
  id: string;
  /** The lesson it belongs to (3 to 13). */
  topic: number;
  stem: string;
  /** The road sign it shows, by code. */
  sign: string | null;
  picture: ExamPicture | null;
  choices: string[];
  correct: number;
  explanation: string;
}

/** A question as one attempt asks it: choices in that attempt's order, `correct` an index into them. */
export interface PaperQuestion extends ExamQuestion {
  id: string;
  topic: number;
  sign: string | null;
  correct: number;
  explanation: string;
  /**
   * The bank's index of each choice, in the paper's order: an answer is known by it, never by its words,
   * which a correction may change while the exam is open. Absent on a paper started before it was kept.
   */
  order?: number[];
}

export interface ExamAttempt {
  id: string;
  questions: ExamQuestion[];
  /** The index chosen for each question, null while unanswered. */
  answers: (number | null)[];
  startedAt: string;
  deadline: string;
  /** The server's time when it answered, so the phone's clock cannot shorten or stretch the exam. */
  serverNow: string;
  free: boolean;
}

export interface ExamResult {
  id: string;
  finishedAt: string;
  grade: number;
  total: number;
  passed: boolean;
  /** Time ran out before the learner finished. */
  timedOut: boolean;
}

export interface ExamResultPage {
  results: ExamResult[];
  /** Pass it back as `before` for the next page; null when there are no more. */
  next: string | null;
}

export interface ReviewedQuestion extends ExamQuestion {
  chosen: number | null;
  correct: number;
  explanation: string;
  lesson: { id: number; title: string };
}

export interface ExamReview extends ExamResult {
  questions: ReviewedQuestion[];
}

/** Whether this learner may start an exam now, and why not. */
export interface ExamEligibility {
  canStart: boolean;
  /** An exam left open: resume it rather than start another. */
  openAttemptId: string | null;
  reason: 'subscription' | 'free' | 'free_used' | null;
}
