import { describe, expect, it } from 'vitest';
import { EXAM, QUESTION_TOPICS } from './exam.ts';
import {
  addAnswer,
  answerWeight,
  EXAM_PARTS,
  estimateReadiness,
  examMix,
  type PartEvidence,
  READINESS,
  replayEvidence,
  SIGNS_PART,
  scoreChances,
  shownPercent,
  verdictOf,
} from './readiness.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const now = new Date('2026-11-26T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

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

/** The evidence after `right` right and `wrong` wrong answers in a part, given at `at`, first-time unless `lastSeen`. */
function answered(
  part: number,
  right: number,
  wrong: number,
  { at = now, lastSeen = null as Date | null, prev = null as PartEvidence | null } = {},
) {
  let e = prev;
  for (let i = 0; i < right + wrong; i++) e = addAnswer(e, part, { correct: i < right, lastSeen }, at);
  return e!;
}

/** Every part answered with the same share right, `each` answers per part. */
const everywhere = (share: number, each = 20) =>
  EXAM_PARTS.map((p) => answered(p, Math.round(share * each), each - Math.round(share * each)));

describe('answerWeight', () => {
  it('counts a first answer 1, a repeat days later repeatWeight, and a repeat with the key in mind nothing', () => {
    expect(answerWeight({ correct: true, lastSeen: null }, now)).toBe(1);
    expect(answerWeight({ correct: true, lastSeen: daysAgo(3) }, now)).toBe(READINESS.repeatWeight);
    expect(answerWeight({ correct: true, lastSeen: hoursAgo(READINESS.repeatAfterHours) }, now)).toBe(
      READINESS.repeatWeight,
    );
    // a mistake back a minute later, the same question again today
    expect(answerWeight({ correct: true, lastSeen: new Date(now.getTime() - 60_000) }, now)).toBe(0);
    expect(answerWeight({ correct: true, lastSeen: hoursAgo(READINESS.repeatAfterHours - 1) }, now)).toBe(0);
  });

  it("credits nothing for an exam's retry, however long after", () => {
    expect(answerWeight({ correct: true, lastSeen: daysAgo(10), retry: true }, now)).toBe(0);
  });
});

describe('addAnswer', () => {
  it('counts a first answer as 1 and a same-day repeat as nothing, but counts both as answers', () => {
    const first = addAnswer(null, 4, { correct: true, lastSeen: null }, now);
    expect(first).toEqual({ part: 4, weight: 1, right: 1, at: now, answers: 1, firsts: 1 });
    const repeat = addAnswer(first, 4, { correct: true, lastSeen: hoursAgo(1) }, now);
    expect(repeat).toEqual({ part: 4, weight: 1, right: 1, at: now, answers: 2, firsts: 1 });
    const later = addAnswer(repeat, 4, { correct: false, lastSeen: daysAgo(2) }, now);
    expect(later).toMatchObject({ weight: 1 + READINESS.repeatWeight, right: 1, answers: 3, firsts: 1 });
  });

  it('halves what was known every halfLifeDays, but keeps the raw counts', () => {
    const old = answered(5, 8, 2, { at: daysAgo(READINESS.halfLifeDays) });
    const after = addAnswer(old, 5, { correct: true, lastSeen: null }, now);
    expect(after.weight).toBeCloseTo(10 / 2 + 1, 10);
    expect(after.right).toBeCloseTo(8 / 2 + 1, 10);
    expect(after).toMatchObject({ answers: 11, firsts: 11 });
  });

  it('never moves `at` back for an answer that arrives late', () => {
    const e = answered(6, 1, 0);
    const late = addAnswer(e, 6, { correct: true, lastSeen: null }, daysAgo(1));
    expect(late.at).toEqual(now);
    expect(late.weight).toBe(2);
  });

  it("refuses another part's evidence", () => {
    expect(() => addAnswer(answered(6, 1, 0), 7, { correct: true, lastSeen: null }, now)).toThrow();
  });
});

describe('examMix', () => {
  it('expects 20 questions: 5 signs as a part of their own, one of each lesson, 4 by share of the unsigned bank', () => {
    expect([...mix.values()].reduce((s, n) => s + n, 0)).toBeCloseTo(EXAM.questions, 10);
    expect(mix.get(SIGNS_PART)).toBe(EXAM.signQuestions);
    // 518 unsigned questions, 507 once each lesson gave one; lesson 12 has 22 unsigned, lesson 3 all 67
    expect(mix.get(12)).toBeCloseTo(1 + (4 * 21) / 507, 10);
    expect(mix.get(3)).toBeCloseTo(1 + (4 * 66) / 507, 10);
    for (const lesson of QUESTION_TOPICS) expect(mix.get(lesson)).toBeGreaterThan(1);
  });

  it('still fills 20 from a bank with no signs', () => {
    const plain = examMix(bank.filter((q) => q.sign === null).slice(0, 100));
    expect([...plain.values()].reduce((s, n) => s + n, 0)).toBeCloseTo(EXAM.questions, 10);
    expect(plain.get(SIGNS_PART)).toBe(0);
  });
});

describe('estimateReadiness: no chance before the answers cover the exam', () => {
  it('says not yet, and lists every part, the largest first, before any answer', () => {
    const none = estimateReadiness([], mix, now);
    expect(none.readiness).toEqual({
      status: 'not_yet',
      verdict: null,
      probability: null,
      passMark: 14,
      policeProbability: null,
      answers: 0,
      needed: READINESS.minAnswers,
      coverage: 0,
      toPractise: [SIGNS_PART, 4, 7, 3, 11, 6, 5, 9, 10, 8, 13, 12],
      weakest: [],
    });
    expect([...none.mastery.values()].every((m) => m === null)).toBe(true);
  });

  it('withholds the chance of a learner who drilled one lesson, however well', () => {
    const { readiness } = estimateReadiness([answered(4, 150, 0)], mix, now);
    expect(readiness).toMatchObject({ status: 'not_yet', probability: null, needed: 0 });
    expect(readiness.coverage).toBeCloseTo(mix.get(4)! / 20, 10);
    expect(readiness.toPractise).not.toContain(4);
    expect(readiness.toPractise[0]).toBe(SIGNS_PART);
  });

  it('withholds it from a learner who practised only signs', () => {
    const { readiness } = estimateReadiness([answered(SIGNS_PART, 130, 0)], mix, now);
    expect(readiness).toMatchObject({ status: 'not_yet', coverage: 0.25 });
    expect(readiness.toPractise).toEqual([4, 7, 3, 11, 6, 5, 9, 10, 8, 13, 12]);
  });

  it('lists lessons never practised before those practised too little', () => {
    const evidence = EXAM_PARTS.filter((p) => p !== 3 && p !== 13).map((p) => answered(p, 4, 1));
    evidence.push(answered(13, 1, 0));
    const { readiness } = estimateReadiness(evidence, mix, now);
    expect(readiness).toMatchObject({ status: 'not_yet', toPractise: [3, 13] });
  });

  it('gives a chance once 90 % of the exam is covered, naming the part never practised first', () => {
    // lesson 13 is about 1.2 questions of 20: everything else covers 94 % of the exam
    const evidence = EXAM_PARTS.filter((p) => p !== 13).map((p) => answered(p, 4, 1));
    const { readiness } = estimateReadiness(evidence, mix, now);
    expect(readiness.status).toBe('estimate');
    expect(readiness.coverage).toBeCloseTo(1 - mix.get(13)! / 20, 10);
    expect(readiness.weakest[0]).toBe(13);
    // two small lessons left out are more than 10 % of the exam
    const less = evidence.filter((e) => e.part !== 8);
    expect(estimateReadiness(less, mix, now).readiness).toMatchObject({ status: 'not_yet', toPractise: [8, 13] });
  });

  it('counts only first-time answers towards covering a part', () => {
    const evidence = EXAM_PARTS.map((p) =>
      p === 3 ? answered(3, 20, 0, { lastSeen: daysAgo(3), prev: answered(3, 2, 0) }) : answered(p, 4, 1),
    );
    expect(estimateReadiness(evidence, mix, now).readiness).toMatchObject({ status: 'estimate' });
    const evidence2 = EXAM_PARTS.map((p) =>
      p === 3 || p === 8 ? answered(p, 20, 0, { lastSeen: daysAgo(3), prev: answered(p, 2, 0) }) : answered(p, 4, 1),
    );
    expect(estimateReadiness(evidence2, mix, now).readiness).toMatchObject({ status: 'not_yet', toPractise: [3, 8] });
  });

  it('needs minAnswers in all, even with every part covered', () => {
    const thin = EXAM_PARTS.map((p) => answered(p, 2, 0)).concat();
    const few = estimateReadiness(
      thin.map((e) => (e.part === 3 ? answered(3, 3, 0) : e)),
      mix,
      now,
      { ...READINESS, partAnswers: 2 },
    ).readiness;
    expect(few).toMatchObject({ status: 'not_yet', answers: 25, needed: READINESS.minAnswers - 25, toPractise: [] });
  });
});

describe('estimateReadiness: the chance', () => {
  it('gives mastery only to parts with answers, and keeps signs apart from lesson 12', () => {
    const { mastery } = estimateReadiness([answered(3, 20, 15), answered(SIGNS_PART, 30, 0)], mix, now);
    expect(mastery.get(3)).toBeCloseTo(0.6, 1);
    expect(mastery.get(SIGNS_PART)).toBeGreaterThan(0.85);
    expect(mastery.get(12)).toBeNull();
    expect([...mastery.keys()].sort((a, b) => a - b)).toEqual([...EXAM_PARTS]);
  });

  it('rises with more right answers, and says it in a verdict', () => {
    const chances = [0.4, 0.55, 0.7, 0.85, 0.95].map((share) => estimateReadiness(everywhere(share), mix, now));
    for (let i = 1; i < chances.length; i++) {
      expect(chances[i]!.readiness.probability!).toBeGreaterThan(chances[i - 1]!.readiness.probability!);
      expect(chances[i]!.mastery.get(7)!).toBeGreaterThan(chances[i - 1]!.mastery.get(7)!);
    }
    expect(chances[0]!.readiness).toMatchObject({ verdict: 'not_ready' });
    expect(chances[0]!.readiness.probability!).toBeLessThan(0.05);
    expect(chances[4]!.readiness).toMatchObject({ verdict: 'likely' });
    expect(chances[4]!.readiness.probability!).toBeGreaterThan(0.95);
  });

  it('is about as likely to pass as a binomial 70 % learner, a little less sure', () => {
    // P(>= 14 of 20) for p = 0.7 exactly is 0.608; days vary and 240 answers do not pin p down
    const { readiness } = estimateReadiness(everywhere(0.7), mix, now);
    expect(readiness.probability!).toBeGreaterThan(0.45);
    expect(readiness.probability!).toBeLessThan(0.62);
    expect(readiness.policeProbability!).toBeGreaterThan(readiness.probability!);
  });

  it('lets old answers weigh less than recent ones', () => {
    const lesson = 8;
    const recentRight = answered(lesson, 30, 0, { prev: answered(lesson, 0, 30, { at: daysAgo(60) }) });
    const recentWrong = answered(lesson, 0, 30, { prev: answered(lesson, 30, 0, { at: daysAgo(60) }) });
    const mastery = (e: PartEvidence) => estimateReadiness([e], mix, now).mastery.get(lesson)!;
    expect(mastery(recentRight)).toBeGreaterThan(0.8);
    expect(mastery(recentWrong)).toBeLessThan(0.3);
  });

  it('lets what was known fade while the learner is away, back towards what learners usually score', () => {
    const lesson = 10;
    const mastery = (e: PartEvidence) => estimateReadiness([e], mix, now).mastery.get(lesson)!;
    const wrongToday = mastery(answered(lesson, 0, 30));
    const wrongLongAgo = mastery(answered(lesson, 0, 30, { at: daysAgo(60) }));
    expect(wrongToday).toBeLessThan(0.1);
    expect(wrongLongAgo).toBeGreaterThan(wrongToday + 0.2);
  });

  it('lets repeats days later count less than first answers, and repeats the same day not at all', () => {
    const lesson = 9;
    const mastery = (e: PartEvidence) => estimateReadiness([e], mix, now).mastery.get(lesson)!;
    const later = answered(lesson, 30, 0, { lastSeen: daysAgo(2), prev: answered(lesson, 0, 30) });
    expect(mastery(later)).toBeLessThan(0.35);
    expect(mastery(later)).toBeGreaterThan(mastery(answered(lesson, 0, 30)));
    const sameDay = answered(lesson, 30, 0, { lastSeen: hoursAgo(2), prev: answered(lesson, 0, 30) });
    expect(mastery(sameDay)).toBe(mastery(answered(lesson, 0, 30)));
  });

  it("moves nothing with an exam's retry: the same chance as before it", () => {
    const before = everywhere(0.5);
    const retried = before.map((e) =>
      [3, 4, 5, 6].includes(e.part)
        ? addAnswer(
            addAnswer(e, e.part, { correct: true, lastSeen: daysAgo(5), retry: true }, now),
            e.part,
            {
              correct: true,
              lastSeen: daysAgo(5),
              retry: true,
            },
            now,
          )
        : e,
    );
    expect(estimateReadiness(retried, mix, now).readiness.probability).toBeCloseTo(
      estimateReadiness(before, mix, now).readiness.probability!,
      12,
    );
  });

  it('names up to three weakest parts: never practised first, then the weakest', () => {
    const evidence = EXAM_PARTS.map((p) =>
      p === 4 ? answered(4, 6, 14) : p === 6 ? answered(6, 9, 11) : p === 5 ? answered(5, 12, 8) : answered(p, 18, 2),
    );
    expect(estimateReadiness(evidence, mix, now).readiness.weakest).toEqual([4, 6, 5]);
    const without13 = evidence.filter((e) => e.part !== 13);
    expect(estimateReadiness(without13, mix, now).readiness.weakest).toEqual([13, 4, 6]);
  });

  it('answers the same for the same evidence', () => {
    const evidence = EXAM_PARTS.map((p, i) => answered(p, 3 + i, 2, { at: daysAgo(i % 3) }));
    expect(estimateReadiness(evidence, mix, now)).toEqual(estimateReadiness(evidence, mix, now));
  });

  it('does not let one part practised at length carry the parts with few answers', () => {
    // 200 signs right, and in every lesson the 3 first-time answers of two mock exams, 1 of them right
    const evidence = [answered(SIGNS_PART, 200, 0), ...QUESTION_TOPICS.map((t) => answered(t, 1, 2))];
    const pooled = estimateReadiness(evidence, mix, now, { ...READINESS, pooledPartWeight: Number.POSITIVE_INFINITY });
    const capped = estimateReadiness(evidence, mix, now);
    expect(capped.mastery.get(7)!).toBeLessThan(0.55);
    expect(capped.mastery.get(7)!).toBeLessThan(pooled.mastery.get(7)! - 0.15);
    expect(capped.readiness).toMatchObject({ status: 'estimate', verdict: 'not_ready' });
    expect(pooled.readiness.probability!).toBeGreaterThan(capped.readiness.probability! + 0.2);
  });

  it('rests on a part as much as the exam asks of it', () => {
    // the same wrong answers hurt more in the signs (5 questions an exam) than in lesson 13 (about 1)
    const base = everywhere(0.85);
    const weakIn = (part: number) =>
      estimateReadiness(
        base.map((e) => (e.part === part ? answered(part, 6, 14) : e)),
        mix,
        now,
      ).readiness.probability!;
    expect(weakIn(SIGNS_PART)).toBeLessThan(weakIn(13) - 0.1);
  });
});

describe('verdictOf', () => {
  it('reads not ready below one in two, close below four in five, likely from there', () => {
    expect(verdictOf(0.2)).toBe('not_ready');
    expect(verdictOf(0.49)).toBe('not_ready');
    expect(verdictOf(0.5)).toBe('close');
    expect(verdictOf(0.79)).toBe('close');
    expect(verdictOf(0.8)).toBe('likely');
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

describe('replayEvidence', () => {
  it('rebuilds what addAnswer kept, answer by answer, a repeat by when it was seen before', () => {
    const at = (h: number) => new Date(now.getTime() + h * HOUR_MS);
    const history = [
      { questionId: 'a', part: 3, correct: false, at: at(0) },
      { questionId: 'a', part: 3, correct: true, at: at(0.1) }, // moments later: nothing
      { questionId: 's', part: SIGNS_PART, correct: true, at: at(1) },
      { questionId: 'a', part: 3, correct: true, at: at(48) }, // two days later: repeatWeight
    ];
    let three = addAnswer(null, 3, { correct: false, lastSeen: null }, at(0));
    three = addAnswer(three, 3, { correct: true, lastSeen: at(0) }, at(0.1));
    three = addAnswer(three, 3, { correct: true, lastSeen: at(0.1) }, at(48));
    const signs = addAnswer(null, SIGNS_PART, { correct: true, lastSeen: null }, at(1));
    expect(replayEvidence(history)).toEqual([three, signs]);
    expect(three).toMatchObject({ answers: 3, firsts: 1 });
  });
});
