import { describe, expect, it } from 'vitest';
import type { Readiness } from './practice.ts';
import { addDays, isBookableTestDate, studyPlan } from './study-plan.ts';

const TODAY = '2026-12-08';

/** A learner part-way: six parts of the exam still to practise, 120 answers still needed. */
const notYet: Readiness = {
  status: 'not_yet',
  verdict: null,
  probability: null,
  passMark: 14,
  policeProbability: null,
  answers: 40,
  needed: 120,
  coverage: 0.4,
  toPractise: [7, 3, 9, 11, 12, 5],
  weakest: [],
};
const covered: Readiness = { ...notYet, status: 'estimate', needed: 0, coverage: 1, toPractise: [], weakest: [9, 4] };

const plan = (testDate: string | null, readiness = notYet, studiedDays: string[] = []) =>
  studyPlan({ today: TODAY, testDate, readiness, mistakesDue: 4, studiedDays });

describe("a learner's plan for today", () => {
  it('three weeks out: a part a day, the needed answers spread before the margin, no mock exam yet', () => {
    const today = plan(addDays(TODAY, 21));
    expect(today).toMatchObject({ daysLeft: 21, pace: 'on_track', lessons: [7], questions: 10, mistakes: 4 });
    expect(today.mockExam).toBe(false);
  });

  it('three days out: what is left fits in one day, so the plan says time is short, with a mock exam', () => {
    const today = plan(addDays(TODAY, 3));
    expect(today).toMatchObject({ daysLeft: 3, pace: 'tight', lessons: [7, 3, 9], questions: 60, mockExam: true });
  });

  it('in the exam week, a mock exam every other day', () => {
    const days = [7, 6, 5, 4].map((left) => plan(addDays(TODAY, left), covered).mockExam);
    expect(days).toEqual([true, false, true, false]);
    expect(plan(addDays(TODAY, 5), covered)).toMatchObject({ pace: 'on_track', lessons: [9], questions: 20 });
  });

  it('on the day: the mistakes only; after it: nothing to study', () => {
    expect(plan(TODAY)).toMatchObject({ daysLeft: 0, pace: 'test_day', lessons: [], questions: 0, mistakes: 4 });
    expect(plan(addDays(TODAY, -2))).toMatchObject({ daysLeft: -2, pace: 'past', lessons: [], mockExam: false });
  });

  it('without a date: the two-week pace', () => {
    expect(plan(null)).toMatchObject({ testDate: null, daysLeft: null, pace: 'default', lessons: [7], questions: 10 });
  });

  it('shows the last seven days, today last, and the days studied in a row', () => {
    const studied = [addDays(TODAY, -1), addDays(TODAY, -2), addDays(TODAY, -4), addDays(TODAY, -9)];
    const today = plan(null, notYet, studied);
    expect(today.week).toEqual([false, false, true, false, true, true, false]);
    expect(today.today).toBe(TODAY);
    expect(today.streak).toBe(2);
    expect(plan(null, notYet, [...studied, TODAY]).streak).toBe(3);
  });
});

describe('a test date', () => {
  it('is a real day from today to a year ahead', () => {
    expect(isBookableTestDate(TODAY, TODAY)).toBe(true);
    expect(isBookableTestDate('2027-02-01', TODAY)).toBe(true);
    expect(isBookableTestDate('2026-12-07', TODAY)).toBe(false);
    expect(isBookableTestDate('2027-02-30', TODAY)).toBe(false);
    expect(isBookableTestDate('2028-12-08', TODAY)).toBe(false);
    expect(isBookableTestDate('8/12/2026', TODAY)).toBe(false);
  });
});
