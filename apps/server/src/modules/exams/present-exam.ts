import type {
  ExamAttempt,
  ExamPicture,
  ExamResult,
  ExamReview,
  Lesson,
  PaperQuestion,
  RoadSign,
} from '@provisoire/domain';
import type { AttemptRow } from './exams.repository.ts';

type Answers = { position: number; choice: number }[];

/** A sign's picture at its current address: a redrawn sign gets a new one, old papers follow it. */
export type PictureOf = (q: Pick<PaperQuestion, 'picture' | 'sign'>) => ExamPicture | null;

export function picturesOf(signs: readonly RoadSign[]): PictureOf {
  const signImages = new Map(signs.map((s) => [s.code, s.image]));
  return (q) => q.picture && { ...q.picture, src: (q.sign && signImages.get(q.sign)) || q.picture.src };
}

const chosenBy = (paper: PaperQuestion[], answers: Answers) => {
  const chosen: (number | null)[] = paper.map(() => null);
  for (const a of answers) if (a.position < chosen.length) chosen[a.position] = a.choice;
  return chosen;
};

/** An open exam as the learner's phone gets it: the questions without their key. */
export function presentAttempt(row: AttemptRow, answers: Answers, now: Date, pictureOf: PictureOf): ExamAttempt {
  return {
    id: row.id,
    questions: row.paper.map((q) => ({ id: q.id, stem: q.stem, picture: pictureOf(q), choices: q.choices })),
    answers: chosenBy(row.paper, answers),
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    serverNow: now.toISOString(),
    free: row.free,
  };
}

export function presentResult(row: AttemptRow): ExamResult {
  if (!row.finishedAt || row.grade === null) throw new Error(`exam ${row.id} is not graded`);
  return {
    id: row.id,
    finishedAt: row.finishedAt.toISOString(),
    grade: row.grade,
    total: row.paper.length,
    passed: row.passed ?? false,
    timedOut: row.timedOut ?? false,
  };
}

/** A finished exam question by question: what was chosen, what was right, why, and where to read it. */
export function presentReview(
  row: AttemptRow,
  answers: Answers,
  lessons: ReadonlyMap<number, Lesson>,
  pictureOf: PictureOf,
): ExamReview {
  const chosen = chosenBy(row.paper, answers);
  return {
    ...presentResult(row),
    questions: row.paper.map((q, i) => ({
      id: q.id,
      stem: q.stem,
      picture: pictureOf(q),
      choices: q.choices,
      chosen: chosen[i] ?? null,
      correct: q.correct,
      explanation: q.explanation,
      lesson: { id: q.topic, title: lessons.get(q.topic)?.title ?? '' },
    })),
  };
}
