import { type BankQuestion, FORMULA_CHOICES } from '@provisoire/domain';
import { type CueCarrier, type FileGuess, guessFile, guessFiles, saysWords } from './cue-guesser.ts';

/** The right answer is the strictly longest choice in this share of a file's questions (chance is about a quarter). */
export const LONGEST_KEY_SHARE = { min: 0.18, max: 0.32 };
/** "All/none correct" is right in this share of a file's questions that offer it (when offered 3 times or more). */
const FORMULA_RIGHT_SHARE = { min: 0.3, max: 0.6, offeredAtLeast: 3 };
/** The most a guesser who knows only the bank's style may score on a file's exams, of 20 (blind guessing scores 5). */
export const CUE_SCORE_LIMIT = 6;
/**
 * Reasons and restrictions in right and wrong answers alike: among a file's choices saying each marker, the
 * share of keys (a quarter by chance), once the file has enough of them to tell.
 */
export const MARKER_KEY_SHARE = { markers: ['kuko', 'gusa'], min: 0.15, max: 0.4, choicesAtLeast: 8 };

const isStrictlyLongest = (q: BankQuestion) =>
  q.choices.every((text, i) => i === q.correct || text.length < q.choices[q.correct]!.length);
const longestKeyShare = (questions: readonly BankQuestion[]) =>
  questions.filter(isStrictlyLongest).length / (questions.length || 1);

const percent = (share: number) => `${Math.round(share * 100)} %`;
/** To a tenth, where a whole percent would round a failing share onto its limit. */
const percentTenth = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * What a learner could guess from a file's form without reading it: a key that is the longest choice
 * too often, or "all/none correct" that is right too often (or never), so the cue stops paying.
 */
export function checkAnswerCues(file: string, questions: BankQuestion[]) {
  if (questions.length === 0) return [];
  const problems: string[] = [];
  const longest = longestKeyShare(questions);
  if (longest > LONGEST_KEY_SHARE.max)
    problems.push(
      `questions/${file}: the right answer is the longest choice in ${percent(longest)} of the questions; at most ${percent(LONGEST_KEY_SHARE.max)}`,
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

/** One file's cue figures: the style guesser's score, the longest key's share, the markers' key shares. */
export interface FileCues extends FileGuess {
  questions: number;
  longest: number;
  markers: { marker: string; choices: number; keys: number }[];
}

function withForm(guess: FileGuess, questions: readonly BankQuestion[]): FileCues {
  const markers = MARKER_KEY_SHARE.markers.map((marker) => {
    const saying = questions.flatMap((q) =>
      q.choices.flatMap((text, i) => (saysWords(text, marker) ? [i === q.correct] : [])),
    );
    return { marker, choices: saying.length, keys: saying.filter(Boolean).length };
  });
  return { ...guess, questions: questions.length, longest: longestKeyShare(questions), markers };
}

/** Every file's cue figures, and the guesser's score on exams drawn from the whole bank. */
export interface BankCues {
  files: FileCues[];
  bank: number;
}

/** Every file's cue figures, its guesser trained on the other files, and the whole bank's score. */
export function measureCues(files: ReadonlyMap<string, BankQuestion[]>): BankCues {
  const { files: guesses, bank } = guessFiles(files);
  return { files: guesses.map((g) => withForm(g, files.get(g.file)!)), bank };
}

/** One file's cue figures, its guesser trained on `others` (the bank's other files). */
export const measureFileCues = (file: string, questions: BankQuestion[], others: BankQuestion[]) =>
  withForm(guessFile(file, questions, others), questions);

const carriersOf = (carriers: readonly CueCarrier[], count = 3) =>
  carriers
    .slice(0, count)
    .map((c) => `${c.cue} ${c.inKey ? 'in the key' : 'in wrong answers'} ×${c.odds.toFixed(2)}`)
    .join(', ');

/** What the cue checks refuse in one file: the guesser's score, the longest key too rare, a marker of wrong answers. */
export function cueProblems(f: FileCues) {
  const problems: string[] = [];
  if (f.expected > CUE_SCORE_LIMIT)
    problems.push(
      `questions/${f.file}: a guesser who knows only the bank's style scores ${f.expected.toFixed(1)} of 20 on it; at most ${CUE_SCORE_LIMIT.toFixed(1)}. The cues that carry it: ${carriersOf(f.carriers)}`,
    );
  if (f.questions > 0 && f.longest < LONGEST_KEY_SHARE.min)
    problems.push(
      `questions/${f.file}: the right answer is the longest choice in ${percentTenth(f.longest)} of the questions; at least ${percent(LONGEST_KEY_SHARE.min)}`,
    );
  for (const m of f.markers) {
    if (m.choices < MARKER_KEY_SHARE.choicesAtLeast) continue;
    const share = m.keys / m.choices;
    if (share < MARKER_KEY_SHARE.min || share > MARKER_KEY_SHARE.max)
      problems.push(
        `questions/${f.file}: ${m.keys} of the ${m.choices} choices saying "${m.marker}" are right (${percent(share)}); keep it between ${percent(MARKER_KEY_SHARE.min)} and ${percent(MARKER_KEY_SHARE.max)}, in right and wrong answers alike`,
      );
  }
  return problems;
}

/** The build's gate: the cue checks' problems of every file. */
export const refuseCues = (files: readonly FileCues[]) => files.flatMap(cueProblems);

/** One line of figures for a file, as the build and the authors' checker print them. */
export function cueLine(f: FileCues) {
  const markers = f.markers.map((m) => `${m.marker} ${m.keys}/${m.choices}`).join(' · ');
  const verdict = cueProblems(f).length === 0 ? 'passes' : 'REFUSED';
  return `${f.file}: ${f.expected.toFixed(1)} of 20 · longest ${percentTenth(f.longest)} · keys saying ${markers} · ${verdict} · carried by ${carriersOf(f.carriers) || 'nothing'}`;
}

/** The build's report: each file's line and the whole bank's score. */
export function cueReport(cues: BankCues) {
  return [
    `Cue check (issue 40): a guesser who knows only the bank's style, trained on the other files; at most ${CUE_SCORE_LIMIT.toFixed(1)} of 20, longest key ${percent(LONGEST_KEY_SHARE.min)} to ${percent(LONGEST_KEY_SHARE.max)}`,
    ...cues.files.map((f) => `  ${cueLine(f)}`),
    `  the whole bank, on exams drawn as the app draws them: ${cues.bank.toFixed(1)} of 20`,
  ];
}
