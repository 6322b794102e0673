import type { BankQuestion, ExamPicture } from './exam.ts';
import { type Random, shuffleChoices } from './exam-draw.ts';
import { lessonPath } from './lesson-path.ts';
import type { PracticeFeedback, PracticeQuestion, SelfCheckState } from './practice.ts';

// How a practice question and its verdict are shown: by the server, and by the phone from a downloaded
// pack when it has no connection (the same feedback offline as online).

const ARTICLE = /Ingingo ya \d+(?:\.\d+)?/;

/** A question to practise: its choices shuffled, each with its index in the bank, and no key. */
export function presentQuestion(
  q: BankQuestion,
  review: boolean,
  picture: ExamPicture | null,
  random: Random,
): PracticeQuestion {
  return {
    id: q.id,
    lesson: q.topic,
    stem: q.stem,
    picture,
    choices: shuffleChoices(q.choices, random).map((index) => ({ index, text: q.choices[index]! })),
    review,
  };
}

/** The key, the reason and where to read it, once the learner has answered. */
export function presentFeedback(
  q: BankQuestion,
  chosen: number,
  lessons: ReadonlyMap<number, { title: string }>,
  state: { counted: boolean; inMistakes: boolean; due: number; check: SelfCheckState | null },
): PracticeFeedback {
  return {
    questionId: q.id,
    chosen,
    correct: chosen === q.correct,
    rightChoice: q.correct,
    explanation: q.explanation,
    article: ARTICLE.exec(q.explanation)?.[0] ?? null,
    lesson: { id: q.topic, title: lessons.get(q.topic)?.title ?? '', path: lessonPath(q.topic) },
    ...state,
  };
}

/**
 * The whole bank with its keys, for practising without a connection (`GET /api/practice/pack`), for
 * a subscribed learner only; the lessons' titles for the feedback's link.
 */
export interface PracticePack {
  questions: BankQuestion[];
  lessons: { id: number; title: string }[];
}
