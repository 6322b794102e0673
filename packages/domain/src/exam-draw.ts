import { EXAM, FORMULA_CHOICES, QUESTION_TOPICS } from './exam.ts';

/** A number in [0, 1): Math.random in tests, a cryptographic source on the server. */
export type Random = () => number;

interface Drawable {
  id: string;
  topic: number;
  sign: string | null;
}

/** The items in random order; with `n`, only the first `n` of such an order (the rest left unshuffled). */
function shuffle<T>(items: readonly T[], random: Random, n = items.length): T[] {
  const out = [...items];
  for (let i = 0; i < Math.min(n, out.length - 1); i++) {
    const j = i + Math.floor(random() * (out.length - i));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** When the learner last saw each question (ms); a question not in it is unseen. */
export type SeenAt = ReadonlyMap<string, number>;

/** Up to `n` of `pool`: unseen questions first, in random order, then those seen longest ago. */
export function freshestFirst<T extends { id: string }>(
  pool: readonly T[],
  seen: SeenAt,
  random: Random,
  n = pool.length,
): T[] {
  const unseen = pool.filter((q) => !seen.has(q.id));
  if (unseen.length >= n) return shuffle(unseen, random, n).slice(0, n);
  const old = pool.filter((q) => seen.has(q.id)).sort((a, b) => seen.get(a.id)! - seen.get(b.id)!);
  return [...shuffle(unseen, random), ...old].slice(0, n);
}

/**
 * The questions of one exam, as the real exam mixes them: several road signs, then one question from
 * each lesson, then the rest from the whole bank, so a lesson weighs what its share of the bank does.
 * Each part takes what the learner has not seen yet first, then what they saw longest ago, so the mix
 * holds for life: a lesson whose questions are all seen keeps its share with its oldest ones (the
 * readiness estimate counts on this mix, `examMix`). No question twice; the order shuffled.
 */
export function drawExam(bank: readonly Drawable[], random: Random, seen: SeenAt = new Map()): string[] {
  const chosen = new Set<string>();
  /** Up to `n` more from `pool`, freshest first, never one already chosen nor more than an exam holds. */
  const take = (pool: readonly Drawable[], n: number) => {
    const wanted = Math.min(n, EXAM.questions - chosen.size);
    if (wanted <= 0) return;
    const left = pool.filter((q) => !chosen.has(q.id));
    for (const q of freshestFirst(left, seen, random, wanted)) chosen.add(q.id);
  };
  const unsigned = bank.filter((q) => q.sign === null);
  const lessons = new Map<number, Drawable[]>(QUESTION_TOPICS.map((t) => [t, []]));
  for (const q of unsigned) lessons.set(q.topic, [...(lessons.get(q.topic) ?? []), q]);
  take(
    bank.filter((q) => q.sign !== null),
    EXAM.signQuestions,
  );
  for (const lesson of lessons.values()) take(lesson, 1);
  // each place left goes to a lesson as likely as its share of the unsigned questions not on the paper yet
  for (let left = unsigned.filter((q) => !chosen.has(q.id)); left.length > 0 && chosen.size < EXAM.questions; ) {
    const topic = left[Math.floor(random() * left.length)]!.topic;
    take(lessons.get(topic)!, 1);
    left = left.filter((q) => !chosen.has(q.id));
  }
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
