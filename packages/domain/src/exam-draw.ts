import { EXAM, FORMULA_CHOICES, QUESTION_TOPICS } from './exam.ts';

/** A number in [0, 1): Math.random in tests, a cryptographic source on the server. */
export type Random = () => number;

interface Drawable {
  id: string;
  topic: number;
  sign: string | null;
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The questions of one exam, as the real exam mixes them: several road signs, then one question from
 * each lesson, then the rest from the whole bank, so a lesson weighs what its share of the bank does.
 * No question twice; the order shuffled.
 */
export function drawExam(bank: readonly Drawable[], random: Random): string[] {
  const chosen = new Set<string>();
  /** Up to `n` more from `pool`, at random, never one already chosen nor more than an exam holds. */
  const take = (pool: readonly Drawable[], n: number) => {
    const fresh = shuffle(
      pool.filter((q) => !chosen.has(q.id)),
      random,
    );
    for (const q of fresh.slice(0, Math.min(n, EXAM.questions - chosen.size))) chosen.add(q.id);
  };
  const unsigned = bank.filter((q) => q.sign === null);
  take(
    bank.filter((q) => q.sign !== null),
    EXAM.signQuestions,
  );
  for (const topic of QUESTION_TOPICS)
    take(
      unsigned.filter((q) => q.topic === topic),
      1,
    );
  take(unsigned, EXAM.questions); // the rest in proportion to each lesson's share
  take(bank, EXAM.questions); // a bank short of unsigned questions
  return shuffle([...chosen], random);
}

export const isFormulaChoice = (text: string) => (FORMULA_CHOICES as readonly string[]).includes(text);

/**
 * The order an attempt shows a question's choices in, as indexes into the bank's choices. A formula
 * choice ("none is correct") stays where the author put it, since it speaks of the others.
 */
export function shuffleChoices(choices: readonly string[], random: Random): number[] {
  const movable = choices.flatMap((text, i) => (isFormulaChoice(text) ? [] : [i]));
  const shuffled = shuffle(movable, random);
  return choices.map((text, i) => (isFormulaChoice(text) ? i : shuffled.shift()!));
}

/** One mark per right answer; `chosen` and `correct` are indexes into the bank's choices. */
export function gradeAnswers(answers: readonly { chosen: number | null; correct: number }[]) {
  const grade = answers.filter((a) => a.chosen === a.correct).length;
  return { grade, passed: grade >= EXAM.passMark };
}
