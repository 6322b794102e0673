import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BankQuestion } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { CONTENT_SOURCE, contentCopies, problemsOf } from '../../test/content-copies.ts';
import { compileContent } from './compile-content.ts';
import { cueFeatures, fitCueModel, guessFiles } from './cue-guesser.ts';
import {
  CUE_SCORE_LIMIT,
  cueProblems,
  type FileCues,
  measureCues,
  measureFileCues,
  refuseCues,
} from './question-form-checks.ts';

// made-up words, all six letters long, so a choice's length is its number of words
const SYLLABLES = ['ka', 'mu', 'ri', 'to', 'ne', 'sa', 'bu', 'ge'];
const VOCABULARY = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`)));

/** A fixed stream of numbers in [0, 1), so every made-up bank is the same on every run. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Style = 'neutral' | 'longest' | 'shortest' | 'kuko';

/**
 * A made-up question file: random words, the key at a random place, and one habit of style that
 * gives it away (or none): the key the longest choice, the shortest, or the only one giving a reason.
 * With no habit, the key takes each length rank in turn: the longest in a quarter of the questions.
 */
function madeUpFile(topic: number, count: number, style: Style, seed = topic): BankQuestion[] {
  const random = randomFrom(seed * 7919 + count);
  const phrase = (n: number) => Array.from({ length: n }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]);
  return Array.from({ length: count }, (_, i) => {
    const correct = Math.floor(random() * 4);
    const sizes = [2, 3, 4, 5].filter((n) => n !== 2 + (i % 4)).sort(() => random() - 0.5);
    const choices = [0, 1, 2, 3].map((c) => {
      const size = c === correct ? 2 + (i % 4) : sizes.pop()!;
      if (style === 'longest') return phrase(c === correct ? 7 : size).join(' ');
      if (style === 'shortest') return phrase(c === correct ? 1 : size).join(' ');
      // "nuko" is as long as "kuko" and means nothing to the guesser: only the reason tells the key
      if (style === 'kuko') return [...phrase(2), c === correct ? 'kuko' : 'nuko', ...phrase(2)].join(' ');
      return phrase(size).join(' ');
    });
    return {
      id: `${String(topic).padStart(2, '0')}-${String(i + 1).padStart(3, '0')}`,
      topic,
      stem: `${phrase(6).join(' ')}:`,
      sign: null,
      picture: null,
      choices,
      correct,
      explanation: 'Ni uko (Ingingo ya 1).',
    };
  });
}

/** Eleven made-up files of one style, named like the bank's. */
const madeUpBank = (style: Style, count = 40) =>
  new Map(Array.from({ length: 11 }, (_, i) => [`${i + 3}-madeup.md`, madeUpFile(i + 3, count, style)]));

describe('the cue-only guesser', () => {
  it('scores near 5 of 20, blind guessing, where the style tells nothing', () => {
    const { files, bank } = guessFiles(madeUpBank('neutral'));
    for (const f of files) expect(f.expected, f.file).toBeGreaterThan(4.3);
    for (const f of files) expect(f.expected, f.file).toBeLessThan(5.7);
    expect(bank).toBeCloseTo(5, 0);
  });

  it('scores far above the limit where the key is always the longest, naming the length as the cue', () => {
    const { files } = guessFiles(madeUpBank('longest'));
    for (const f of files) {
      expect(f.expected, f.file).toBeGreaterThan(12);
      expect(f.carriers[0]!.cue, f.file).toMatch(/longe/);
      expect(f.carriers[0]!.inKey).toBe(true);
    }
  });

  it('scores far above the limit where only the key gives a reason ("kuko")', () => {
    const { files } = guessFiles(madeUpBank('kuko'));
    for (const f of files) {
      expect(f.expected, f.file).toBeGreaterThan(12);
      expect(f.carriers[0]).toMatchObject({ cue: '"kuko"', inKey: true });
    }
  });

  it('learns from the other files only: a file whose style is its own does not teach its own guesser', () => {
    const files = madeUpBank('neutral');
    files.set('13-madeup.md', madeUpFile(13, 40, 'longest'));
    const thirteen = guessFiles(files).files.find((f) => f.file === '13-madeup.md')!;
    expect(thirteen.expected).toBeLessThan(CUE_SCORE_LIMIT);
  });

  it('fits the same weights every time, whatever order the questions come in', () => {
    const questions = [...madeUpBank('kuko', 20).values()].flat();
    const first = fitCueModel(questions);
    expect(fitCueModel(questions)).toEqual(first);
    const reversed = fitCueModel([...questions].reverse());
    for (const [i, w] of reversed.weights.entries()) expect(w).toBeCloseTo(first.weights[i]!, 8);
    expect(guessFiles(madeUpBank('kuko', 20))).toEqual(guessFiles(madeUpBank('kuko', 20)));
  });

  it('reads a choice relative to its question: a formula choice is only itself', () => {
    const [q] = madeUpFile(3, 1, 'neutral');
    const rows = cueFeatures({ ...q!, choices: ['m 10', 'm 20 gusa', 'm 30', "Nta gisubizo cy'ukuri kirimo"] });
    expect(rows[3]!.filter((x) => x !== 0)).toEqual([1]);
    expect(rows[1]).not.toEqual(rows[0]);
  });
});

describe('the cue checks of a question file', () => {
  const neutral = [...madeUpBank('neutral').values()].flat();
  const figures = (questions: BankQuestion[]) => measureFileCues('13.md', questions, neutral);
  const base: FileCues = { file: '13.md', expected: 5, carriers: [], questions: 40, longest: 0.25, markers: [] };

  it('passes a file whose style tells nothing', () => {
    expect(cueProblems(figures(madeUpFile(13, 40, 'neutral', 99)))).toEqual([]);
  });

  it('refuses a file the style guesser scores above 6 of 20, naming the cues that carry it', () => {
    const problems = cueProblems(measureCues(madeUpBank('kuko')).files.at(-1)!);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^questions\/13-madeup\.md: a guesser who knows only the bank's style scores \d+\.\d of 20 on it; at most 6\.0\. The cues that carry it: "kuko" in the key ×/,
      ),
    );
  });

  it('refuses a file where the right answer is too rarely the longest choice', () => {
    expect(cueProblems(figures(madeUpFile(13, 40, 'shortest')))).toContain(
      'questions/13.md: the right answer is the longest choice in 0.0 % of the questions; at least 18 %',
    );
    expect(cueProblems({ ...base, longest: 0.175 })).toHaveLength(1);
    expect(cueProblems({ ...base, longest: 0.18 })).toEqual([]);
  });

  it('refuses reasons and restrictions said by wrong answers only, once there are enough of them', () => {
    const problems = cueProblems(measureCues(madeUpBank('kuko')).files[0]!);
    expect(problems).toContain(
      'questions/3-madeup.md: 40 of the 40 choices saying "kuko" are right (100 %); keep it between 15 % and 40 %, in right and wrong answers alike',
    );
    const gusa = (choices: number, keys: number) =>
      cueProblems({ ...base, markers: [{ marker: 'gusa', choices, keys }] });
    expect(gusa(20, 1)).toHaveLength(1);
    expect(gusa(20, 3)).toEqual([]);
    expect(gusa(20, 8)).toEqual([]);
    expect(gusa(20, 9)).toHaveLength(1);
    expect(gusa(7, 0)).toEqual([]);
  });

  it('refuses a file whose cues score above the limit, and only that file', () => {
    expect(refuseCues([{ ...base, expected: 7.5 }, base])).toHaveLength(1);
  });
});

describe('the build', () => {
  const copyWith = contentCopies();
  const file = readdirSync(join(CONTENT_SOURCE, 'questions')).find((f) => f.startsWith('13-'))!;
  // lessons 8 and 13 rewritten in the style the bank used to give away: the key says "cyangwa", the wrong
  // answers are longer and add a reason and a restriction. In two files, so that the guesser scoring one
  // learns the style from the other (a habit of one file alone is the bands' to catch).
  const badly = (lesson: number) =>
    madeUpFile(lesson, 24, 'neutral')
      .map((q, i) => {
        const choices = q.choices.map((c, j) =>
          j === q.correct ? `- [x] ${c} cyangwa ${c}` : `- [ ] ${c} ${c} gusa, kuko ${c}`,
        );
        return `## ${String(lesson).padStart(2, '0')}-${900 + i}\nIkibazo ${i}: ${q.stem}\n\n${choices.join('\n')}\n\n> Ni uko (Ingingo ya 141).\n`;
      })
      .join('\n');
  const dir = copyWith(`questions/${file}`, badly(13));
  const other = readdirSync(join(CONTENT_SOURCE, 'questions')).find((f) => f.startsWith('08-'))!;
  writeFileSync(join(dir, 'questions', other), badly(8));
  const cueProblemsOf = (problems: string[]) => problems.filter((p) => p.startsWith(`questions/${file}: `));

  it("fails on a file's cues, naming the file", () => {
    const problems = cueProblemsOf(problemsOf(dir));
    expect(problems).toContainEqual(expect.stringContaining("a guesser who knows only the bank's style scores"));
    expect(problems).toContainEqual(expect.stringContaining('the right answer is the longest choice in 0.0 %'));
    expect(problems).toContainEqual(expect.stringContaining('choices saying "kuko" are right'));
    expect(problems).toContainEqual(expect.stringContaining('choices saying "gusa" are right'));
    expect(problemsOf(CONTENT_SOURCE)).toEqual([]);
  });

  it('prints every file of the bank, each passing', () => {
    const { cues } = compileContent(CONTENT_SOURCE);
    const files = readdirSync(join(CONTENT_SOURCE, 'questions')).filter((f) => f.endsWith('.md'));
    expect(cues.files.map((f) => f.file)).toEqual(files.sort());
    for (const f of cues.files) expect(cueProblems(f), f.file).toEqual([]);
    expect(cues.bank).toBeGreaterThan(0);
  });
});
