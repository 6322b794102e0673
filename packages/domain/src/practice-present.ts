import { citedAt } from './article-anchors.ts';
import type { BankQuestion, ExamPicture } from './exam.ts';
import { type Random, shuffleChoices } from './exam-draw.ts';
import { lessonPath } from './paths.ts';
import type { PracticeFeedback, PracticeQuestion, SelfCheckState } from './practice.ts';

// How a practice question and its verdict are shown: by the server, and by the phone from a downloaded
// pack when it has no connection (the same feedback offline as online).

/** The article an explanation cites, in any of our languages: "Ingingo ya 32", "Article 32". */
const ARTICLE = /(?:Ingingo ya|Article) \d+(?:\.\d+)?/;

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

/**
 * The key, the reason and where to read it, once the learner has answered: the lesson opens where it
 * cites the explanation's article, or at its top when it has no anchor for it.
 */
export function presentFeedback(
  q: BankQuestion,
  chosen: number,
  lessons: ReadonlyMap<number, PackLesson>,
  state: { counted: boolean; inMistakes: boolean; due: number; check: SelfCheckState | null },
): PracticeFeedback {
  const article = ARTICLE.exec(q.explanation)?.[0] ?? null;
  const lesson = lessons.get(q.topic);
  return {
    questionId: q.id,
    chosen,
    correct: chosen === q.correct,
    rightChoice: q.correct,
    explanation: q.explanation,
    article,
    lesson: {
      id: q.topic,
      title: lesson?.title ?? '',
      path: lessonPath(q.topic, citedAt(article, lesson?.anchors ?? [])),
    },
    ...state,
  };
}

/** What the feedback's link needs of a lesson: its title, and the articles it has anchors for (`anchorsIn`). */
export interface PackLesson {
  title: string;
  /** Absent from a pack the phone kept from before anchors: its links open the lesson's top. */
  anchors?: readonly string[];
}

/**
 * The whole bank with its keys, for practising without a connection (`GET /api/practice/pack`), for
 * a subscribed learner only; the lessons' titles and anchors for the feedback's link.
 */
export interface PracticePack {
  questions: BankQuestion[];
  lessons: ({ id: number } & PackLesson)[];
}
