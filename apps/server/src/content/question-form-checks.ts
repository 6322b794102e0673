import { type BankQuestion, FORMULA_CHOICES } from '@provisoire/domain';

/** The right answer may be the strictly longest choice in at most this share of a file's questions. */
const LONGEST_KEY_LIMIT = 0.28;
/** "All/none correct" is right in this share of a file's questions that offer it (when offered 3 times or more). */
const FORMULA_RIGHT_SHARE = { min: 0.3, max: 0.6, offeredAtLeast: 3 };

const isStrictlyLongest = (q: BankQuestion) =>
  q.choices.every((text, i) => i === q.correct || text.length < q.choices[q.correct]!.length);

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * What a learner could guess from a file's form without reading it: a key that is the longest choice
 * too often, or "all/none correct" that is right too often (or never), so the cue stops paying.
 */
export function checkAnswerCues(file: string, questions: BankQuestion[]) {
  if (questions.length === 0) return [];
  const problems: string[] = [];
  const longest = questions.filter(isStrictlyLongest).length / questions.length;
  if (longest > LONGEST_KEY_LIMIT)
    problems.push(
      `questions/${file}: the right answer is the longest choice in ${percent(longest)} of the questions; at most ${percent(LONGEST_KEY_LIMIT)}`,
    );
  for (const formula of FORMULA_CHOICES) {
    const offering = questions.filter((q) => q.choices.includes(formula));
    if (offering.length < FORMULA_RIGHT_SHARE.offeredAtLeast) continue;
    const right = offering.filter((q) => q.choices[q.correct] === formula).length / offering.length;
    if (right < FORMULA_RIGHT_SHARE.min || right > FORMULA_RIGHT_SHARE.max)
      problems.push(
        `questions/${file}: "${formula}" is right in ${percent(right)} of the ${offering.length} questions offering it; keep it between ${percent(FORMULA_RIGHT_SHARE.min)} and ${percent(FORMULA_RIGHT_SHARE.max)}`,
      );
  }
  return problems;
}
