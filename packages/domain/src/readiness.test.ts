import { describe, expect, it } from 'vitest';
import { EXAM, QUESTION_TOPICS } from './exam.ts';
import {
  addAnswer,
  estimateReadiness,
  examMix,
  type LessonEvidence,
  READINESS,
  scoreChances,
  shownPercent,
} from './readiness.ts';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-26T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/** A bank shaped like ours: the lessons' sizes, 194 of lesson 12's questions with a sign. */
const SIZES: { [lesson: number]: number } = {
  3: 67,
  4: 81,
  5: 42,
  6: 43,
  7: 80,
  8: 31,
  9: 38,
  10: 36,
  11: 55,
  12: 216,
  13: 23,
};
const bank = QUESTION_TOPICS.flatMap((topic) =>
  Array.from({ length: SIZES[topic]! }, (_, i) => ({ topic, sign: topic === 12 && i < 194 ? `S.${i}` : null })),
);
const mix = examMix(bank);

/** The evidence after `right` right and `wrong` wrong answers in a lesson, given at `at`. */
function answered(
  lesson: number,
  right: number,
  wrong: number,
  { at = now, first = true, prev = null as LessonEvidence | null } = {},
) {
  let e = prev;
  for (let i = 0; i < right + wrong; i++) e = addAnswer(e, lesson, { correct: i < right, first }, at);
  return e!;
}

/** Every lesson answered with the same share right, `each` answers per lesson. */
const everywhere = (share: number, each = 20) =>
  QUESTION_TOPICS.map((l) => answered(l, Math.round(share * each), each - Math.round(share * each)));

describe('addAnswer', () => {
  it('counts a first answer as 1 and a repeat as repeatWeight', () => {
    const first = addAnswer(null, 4, { correct: true, first: true }, now);
    expect(first).toEqual({ lesson: 4, weight: 1, right: 1, at: now, answers: 1 });
    const repeat = addAnswer(first, 4, { correct: false, first: false }, now);
    expect(repeat).toEqual({ lesson: 4, weight: 1 + READINESS.repeatWeight, right: 1, at: now, answers: 2 });
  });

  it('halves what was known every halfLifeDays, but keeps the raw count', () => {
    const old = answered(5, 8, 2, { at: daysAgo(READINESS.halfLifeDays) });
    const after = addAnswer(old, 5, { correct: true, first: true }, now);
    expect(after.weight).toBeCloseTo(10 / 2 + 1, 10);
    expect(after.right).toBeCloseTo(8 / 2 + 1, 10);
    expect(after.answers).toBe(11);
  });

  it('never moves `at` back for an answer that arrives late', () => {
    const e = answered(6, 1, 0);
    const late = addAnswer(e, 6, { correct: true, first: true }, daysAgo(1));
    expect(late.at).toEqual(now);
    expect(late.weight).toBe(2);
  });

  it("refuses another lesson's evidence", () => {
    expect(() => addAnswer(answered(6, 1, 0), 7, { correct: true, first: true }, now)).toThrow();
  });
});

describe('examMix', () => {
  it('expects 20 questions: 5 signs and one of each lesson, the last 4 by share of the unsigned bank', () => {
    expect([...mix.values()].reduce((s, n) => s + n, 0)).toBeCloseTo(EXAM.questions, 10);
    // 518 unsigned questions, 507 once each lesson gave one; lesson 12 has 22 unsigned, lesson 3 all 67
    expect(mix.get(12)).toBeCloseTo(5 + 1 + (4 * 21) / 507, 10);
    expect(mix.get(3)).toBeCloseTo(1 + (4 * 66) / 507, 10);
    for (const lesson of QUESTION_TOPICS) expect(mix.get(lesson)).toBeGreaterThan(1);
  });

  it('still fills 20 from a bank with no signs', () => {
    const plain = examMix(bank.filter((q) => q.sign === null).slice(0, 100));
    expect([...plain.values()].reduce((s, n) => s + n, 0)).toBeCloseTo(EXAM.questions, 10);
  });
});

describe('estimateReadiness', () => {
  it('says not enough, and how many more, below minAnswers', () => {
    const none = estimateReadiness([], mix, now);
    expect(none.readiness).toEqual({
      status: 'not_enough',
      probability: null,
      passMark: 14,
      policeProbability: null,
      answers: 0,
      needed: READINESS.minAnswers,
      weakest: [],
    });
    expect([...none.mastery.values()].every((m) => m === null)).toBe(true);

    const almost = estimateReadiness([answered(3, 20, READINESS.minAnswers - 21)], mix, now).readiness;
    expect(almost).toMatchObject({ status: 'not_enough', answers: READINESS.minAnswers - 1, needed: 1 });
    const enough = estimateReadiness([answered(3, 20, READINESS.minAnswers - 20)], mix, now).readiness;
    expect(enough).toMatchObject({ status: 'estimate', needed: 0 });
    expect(enough.probability).toBeGreaterThan(0);
  });

  it('gives mastery only to lessons with answers', () => {
    const { mastery } = estimateReadiness([answered(3, 20, 15)], mix, now);
    expect(mastery.get(3)).toBeCloseTo(0.57, 1);
    expect(mastery.get(4)).toBeNull();
    expect([...mastery.keys()].sort((a, b) => a - b)).toEqual([...QUESTION_TOPICS]);
  });

  it('rises with more right answers', () => {
    const chances = [0.4, 0.55, 0.7, 0.85, 0.95].map((share) => estimateReadiness(everywhere(share), mix, now));
    for (let i = 1; i < chances.length; i++) {
      expect(chances[i]!.readiness.probability!).toBeGreaterThan(chances[i - 1]!.readiness.probability!);
      expect(chances[i]!.mastery.get(7)!).toBeGreaterThan(chances[i - 1]!.mastery.get(7)!);
    }
    expect(chances[0]!.readiness.probability!).toBeLessThan(0.05);
    expect(chances[4]!.readiness.probability!).toBeGreaterThan(0.95);
  });

  it('is about as likely to pass as a binomial 70 % learner, a little less sure', () => {
    // P(>= 14 of 20) for p = 0.7 exactly is 0.608; days vary and 220 answers do not pin p down
    const { readiness } = estimateReadiness(everywhere(0.7), mix, now);
    expect(readiness.probability!).toBeGreaterThan(0.45);
    expect(readiness.probability!).toBeLessThan(0.62);
    expect(readiness.policeProbability!).toBeGreaterThan(readiness.probability!);
  });

  it('lets old answers weigh less than recent ones', () => {
    const lesson = 8;
    const recentRight = answered(lesson, 30, 0, { prev: answered(lesson, 0, 30, { at: daysAgo(60) }) });
    const recentWrong = answered(lesson, 0, 30, { prev: answered(lesson, 30, 0, { at: daysAgo(60) }) });
    const mastery = (e: LessonEvidence) => estimateReadiness([e], mix, now).mastery.get(lesson)!;
    expect(mastery(recentRight)).toBeGreaterThan(0.8);
    expect(mastery(recentWrong)).toBeLessThan(0.3);
  });

  it('lets a repeated question count less than a first answer', () => {
    const lesson = 9;
    const firstsRight = answered(lesson, 0, 30, { first: false, prev: answered(lesson, 30, 0) });
    const repeatsRight = answered(lesson, 30, 0, { first: false, prev: answered(lesson, 0, 30) });
    const mastery = (e: LessonEvidence) => estimateReadiness([e], mix, now).mastery.get(lesson)!;
    expect(mastery(firstsRight)).toBeGreaterThan(0.65);
    expect(mastery(repeatsRight)).toBeLessThan(0.35);
  });

  it('names up to three weakest lessons with answers, weakest first', () => {
    const evidence = [answered(3, 18, 2), answered(4, 6, 14), answered(5, 12, 8), answered(6, 9, 11)];
    expect(estimateReadiness(evidence, mix, now).readiness.weakest).toEqual([4, 6, 5]);
    const two = [answered(3, 25, 5), answered(10, 10, 10)];
    expect(estimateReadiness(two, mix, now).readiness.weakest).toEqual([10, 3]);
  });

  it('answers the same for the same evidence', () => {
    const evidence = [answered(3, 18, 2, { at: daysAgo(3) }), answered(12, 40, 20, { at: daysAgo(1) })];
    expect(estimateReadiness(evidence, mix, now)).toEqual(estimateReadiness(evidence, mix, now));
  });

  it('rests on a lesson as much as the exam asks of it', () => {
    // the same wrong answers hurt more in lesson 12 (about 6 questions an exam) than in lesson 13 (about 1)
    const base = everywhere(0.85);
    const weakIn = (lesson: number) =>
      estimateReadiness(
        base.map((e) => (e.lesson === lesson ? answered(lesson, 6, 14) : e)),
        mix,
        now,
      ).readiness.probability!;
    expect(weakIn(12)).toBeLessThan(weakIn(13) - 0.1);
  });
});

describe('scoreChances', () => {
  it('sums to 1 and, when masteries are certain, is the binomial', () => {
    const sure = QUESTION_TOPICS.map((lesson) => ({ lesson, a: 0.7e9, b: 0.3e9 }));
    const chances = scoreChances(sure, mix);
    expect(chances.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    const binomial = (k: number) => {
      let c = 1;
      for (let i = 0; i < k; i++) c = (c * (20 - i)) / (i + 1);
      return c * 0.7 ** k * 0.3 ** (20 - k);
    };
    for (let k = 0; k <= 20; k++) expect(chances[k]).toBeCloseTo(binomial(k), 6);
  });

  it('spreads the score evenly when one lesson of wholly unknown mastery makes the exam', () => {
    // 20 questions sharing a Beta(1, 1) chance: every score from 0 to 20 is as likely
    const chances = scoreChances([{ lesson: 3, a: 1, b: 1 }], new Map([[3, 20]]));
    for (const p of chances) expect(p).toBeCloseTo(1 / 21, 10);
  });
});

describe('shownPercent', () => {
  it('rounds to 5 and never shows 0 or 100', () => {
    expect(shownPercent(0)).toBe(5);
    expect(shownPercent(0.001)).toBe(5);
    expect(shownPercent(0.52)).toBe(50);
    expect(shownPercent(0.53)).toBe(55);
    expect(shownPercent(0.999)).toBe(95);
    expect(shownPercent(1)).toBe(95);
    for (let p = 0; p <= 1; p += 0.001) {
      const shown = shownPercent(p);
      expect(shown % 5).toBe(0);
      expect(shown).toBeGreaterThanOrEqual(5);
      expect(shown).toBeLessThanOrEqual(95);
    }
  });
});
