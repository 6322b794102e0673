import {
  type BankQuestion,
  type ExamPicture,
  type Lesson,
  lessonPath,
  type PracticeFeedback,
  type PracticeQuestion,
  type Random,
  type SelfCheckState,
  shuffleChoices,
} from '@provisoire/domain';

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
  lessons: ReadonlyMap<number, Lesson>,
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
