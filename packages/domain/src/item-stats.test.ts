import { describe, expect, it } from 'vitest';
import {
  enoughAnswers,
  examCounters,
  firstAnswerCounters,
  ITEM_MIN_ASKED,
  type ItemCounters,
  itemStats,
  noCounters,
  pointBiserial,
  sortItemStats,
  sumCounters,
} from './item-stats.ts';

const KEY = { choices: 4, correct: 0 };

describe('what one graded exam adds', () => {
  it('counts each question once, an unanswered one as wrong with no pick, and the rest of the score without it', () => {
    const added = examCounters([
      { questionId: 'a', choices: 4, choice: 0, correct: true },
      { questionId: 'b', choices: 4, choice: 2, correct: false },
      { questionId: 'c', choices: 4, choice: null, correct: false },
    ]);
    // grade 1: the rest is 0 for a (its own point taken away), 1 for b and c
    expect(
      added.map((c) => [c.questionId, c.right, c.picks.join(' '), c.sumRest, c.sumRestSq, c.sumRightRest]),
    ).toEqual([
      ['a', 1, '1 0 0 0', 0, 0, 0],
      ['b', 0, '0 0 1 0', 1, 1, 0],
      ['c', 0, '0 0 0 0', 1, 1, 0],
    ]);
    expect(added.every((c) => c.asked === 1 && c.examAnswers === 1 && c.examRight === c.right)).toBe(true);
  });

  it('counts a first practice answer in the share right and the picks, not in the discrimination', () => {
    expect(firstAnswerCounters({ questionId: 'a', choices: 3, choice: 1, correct: false })).toEqual({
      ...noCounters('a'),
      asked: 1,
      picks: [0, 1, 0],
    });
  });
});

describe('the discrimination', () => {
  it('is the correlation of being right with the rest of the score, computed by hand', () => {
    // Five exams; on this question x = right (1) or not (0), y = the rest of the exam's score:
    //   x: 1  1  1  0  0
    //   y: 16 12 8  10 4
    // n = 5, Σx = 3, Σy = 50, Σy² = 256 + 144 + 64 + 100 + 16 = 580, Σxy = 16 + 12 + 8 = 36
    // r = (5·36 − 3·50) / √((5·3 − 3²)(5·580 − 50²)) = 30 / √(6 · 400) = 30 / √2400 = √6 / 4 ≈ 0.6124
    const exams = [
      [1, 16],
      [1, 12],
      [1, 8],
      [0, 10],
      [0, 4],
    ] as const;
    const counters = exams.reduce(
      (sum, [right, rest]) =>
        sumCounters(sum, {
          ...noCounters('q'),
          examAnswers: 1,
          examRight: right,
          sumRest: rest,
          sumRestSq: rest * rest,
          sumRightRest: right * rest,
        }),
      noCounters('q'),
    );
    expect(counters).toMatchObject({ examAnswers: 5, examRight: 3, sumRest: 50, sumRestSq: 580, sumRightRest: 36 });
    expect(pointBiserial(counters)).toBeCloseTo(Math.sqrt(6) / 4, 12);
  });

  it('comes from whole exams the same way: the strong get it right, so it is positive', () => {
    // Three learners, three questions; q is right only for the one who gets the others right too.
    const exams = [
      [true, true, true],
      [false, true, false],
      [false, false, false],
    ].map((row) =>
      examCounters(row.map((correct, i) => ({ questionId: `q${i}`, choices: 4, choice: correct ? 0 : 1, correct }))),
    );
    const q0 = exams.map((e) => e[0]!).reduce(sumCounters);
    // x = 1, 0, 0; rest y = 2, 1, 0: r = (3·2 − 1·3) / √((3 − 1)(3·5 − 9)) = 3 / √12 ≈ 0.866
    expect(pointBiserial(q0)).toBeCloseTo(3 / Math.sqrt(12), 12);
  });

  it('is null while everyone is right, or the rest never varies', () => {
    expect(pointBiserial({ examAnswers: 3, examRight: 3, sumRest: 9, sumRestSq: 29, sumRightRest: 9 })).toBeNull();
    expect(pointBiserial({ examAnswers: 3, examRight: 1, sumRest: 15, sumRestSq: 75, sumRightRest: 5 })).toBeNull();
    expect(pointBiserial(noCounters('q'))).toBeNull();
  });
});

describe('the flags', () => {
  const asked = (right: number, picks: number[], n = ITEM_MIN_ASKED): ItemCounters => ({
    ...noCounters('q'),
    asked: n,
    right,
    picks,
  });

  it('flags a question almost nobody, or almost everybody, gets right, once enough answers back it', () => {
    // most left it unanswered: no wrong choice beats the key
    expect(itemStats(asked(5, [5, 4, 4, 4]), KEY).flags).toEqual(['too_hard']);
    expect(itemStats(asked(5, [5, 10, 10, 5]), KEY).flags).toEqual(['too_hard', 'distractor_beats_key']);
    expect(itemStats(asked(29, [29, 1, 0, 0]), KEY).flags).toEqual(['too_easy']);
    expect(itemStats(asked(5, [5, 9, 9, 6], 29), KEY).flags).toEqual([]);
    expect(itemStats(asked(15, [15, 5, 5, 5]), KEY).flags).toEqual([]);
  });

  it('flags a wrong choice picked more often than the key', () => {
    const stats = itemStats(asked(12, [12, 14, 4]), KEY);
    expect(stats.flags).toEqual(['distractor_beats_key']);
    expect(stats.picks).toEqual([
      { choice: 0, count: 12, share: 0.4 },
      { choice: 1, count: 14, share: 14 / 30 },
      { choice: 2, count: 4, share: 4 / 30 },
      { choice: 3, count: 0, share: 0 },
    ]);
    expect(stats.shareRight).toBe(0.4);
  });

  it('flags a negative discrimination only with enough exam answers', () => {
    // 30 exams: the 10 right on it have a rest of 5, the 20 wrong a rest of 15.
    const exams = { examAnswers: 30, examRight: 10, sumRest: 350, sumRestSq: 4750, sumRightRest: 50 };
    const stats = itemStats({ ...asked(10, [10, 8, 6, 6]), ...exams }, KEY);
    expect(stats.discrimination).toBe(-1);
    expect(stats.flags).toEqual(['negative_discrimination']);
    const few = { examAnswers: 3, examRight: 1, sumRest: 35, sumRestSq: 475, sumRightRest: 5 };
    const unsure = itemStats({ ...asked(10, [10, 8, 6, 6]), ...few }, KEY);
    expect(unsure.discrimination).toBe(-1);
    expect(unsure.flags).toEqual([]);
  });

  it('shows a question never asked with nothing to judge', () => {
    expect(itemStats(noCounters('q'), KEY)).toEqual({
      questionId: 'q',
      asked: 0,
      shareRight: null,
      examAnswers: 0,
      discrimination: null,
      picks: [0, 1, 2, 3].map((choice) => ({ choice, count: 0, share: 0 })),
      flags: [],
    });
    expect(enoughAnswers([itemStats(noCounters('q'), KEY)])).toBe(false);
    expect(enoughAnswers([itemStats(asked(15, [15, 5, 5, 5]), KEY)])).toBe(true);
  });
});

describe('the order the authors read', () => {
  it('puts the most flags first, then the lowest discrimination it can judge, then the most asked', () => {
    const row = (questionId: string, flags: number, discrimination: number | null, examAnswers = 40, n = 40) => ({
      ...itemStats(noCounters(questionId), KEY),
      asked: n,
      examAnswers,
      discrimination,
      flags: ['too_hard' as const, 'distractor_beats_key' as const].slice(0, flags),
    });
    const sorted = sortItemStats([
      row('never', 0, null, 0, 0),
      row('fine', 0, 0.4),
      row('weak', 0, 0.05),
      row('noisy', 0, -0.9, 5),
      row('flagged', 1, 0.3),
      row('twice', 2, 0.2),
      row('unknown', 0, null, 40, 60),
    ]);
    expect(sorted.map((s) => s.questionId)).toEqual(['twice', 'flagged', 'weak', 'fine', 'unknown', 'noisy', 'never']);
  });
});
