import { DAY_MS } from './time.ts';

/** Without a test date, the course is paced over two weeks. */
export const DEFAULT_PLAN_DAYS = 14;
/** The course is done this many days before the test: the last days are for mock exams and mistakes. */
export const PLAN_MARGIN_DAYS = 2;
/** More parts than this in a day is more than a learner takes in: the plan says time is short. */
export const MAX_PARTS_A_DAY = 3;
export const MIN_QUESTIONS_A_DAY = 10;
export const MAX_QUESTIONS_A_DAY = 60;
/** Once every part is covered, the practice that keeps it fresh. */
export const KEEP_UP_QUESTIONS = 20;
/** In its last week before the test, a mock exam every other day, then every day for the last three. */
export const EXAM_WEEK_DAYS = 7;
export const EXAM_DAILY_DAYS = 3;
/** Days shown on the home, today last. */
export const PLAN_WEEK_DAYS = 7;
/** A test date further than this is not a booking. */
export const TEST_DATE_MAX_DAYS = 366;

/**
 * - `default`: no test date, the two-week pace;
 * - `on_track`: the rest of the course fits before the margin;
 * - `tight`: it does not: today's parts are those of the exam not yet covered, the largest first;
 * - `test_day`: the day itself, mistakes only;
 * - `past`: the date has gone.
 */
export type PlanPace = 'default' | 'on_track' | 'tight' | 'test_day' | 'past';

/** Today's plan, part of `GET /api/progress`. */
export interface StudyPlan {
  /** Today in Kigali's calendar, `YYYY-MM-DD` like every day here: the server's, not the phone's. */
  today: string;
  testDate: string | null;
  /** Days from today to the test: 0 on the day, negative after it. */
  daysLeft: number | null;
  pace: PlanPace;
  /** The parts (lessons) to read and practise today, in order. */
  lessons: number[];
  /** Practice questions for today. */
  questions: number;
  /** Mistakes due today. */
  mistakes: number;
  /** Whether today is a day for a mock exam. */
  mockExam: boolean;
  /** The last `PLAN_WEEK_DAYS` days, today last: whether the learner answered anything that day. */
  week: boolean[];
  /** Days studied in a row up to today (or up to yesterday, while today is still open). */
  streak: number;
}

/** What the plan reads of the readiness (`Readiness`): whether the answers cover the exam, and what is left. */
interface PlanReadiness {
  status: 'not_yet' | 'estimate';
  needed: number;
  toPractise: readonly number[];
  weakest: readonly number[];
}

export interface PlanInput {
  /** Kigali's date today (`kigaliDay`). */
  today: string;
  testDate: string | null;
  readiness: PlanReadiness;
  mistakesDue: number;
  /** Kigali days on which the learner answered a question, any order. */
  studiedDays: readonly string[];
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** `days` after `day` (before, when negative), in the calendar. */
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Whether a test date can be set today: a real day, from today to a year ahead. */
export function isBookableTestDate(day: string, today: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || dayOf(dayNumber(day)) !== day) return false;
  const ahead = daysBetween(today, day);
  return ahead >= 0 && ahead <= TEST_DATE_MAX_DAYS;
}

const week = (today: string, studied: ReadonlySet<string>) =>
  Array.from({ length: PLAN_WEEK_DAYS }, (_, i) => studied.has(addDays(today, i - PLAN_WEEK_DAYS + 1)));

function streak(today: string, studied: ReadonlySet<string>) {
  let day = studied.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (studied.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

function mockExamToday(today: string, daysLeft: number | null, covered: boolean) {
  if (daysLeft !== null && daysLeft >= 1 && daysLeft <= EXAM_WEEK_DAYS)
    return daysLeft <= EXAM_DAILY_DAYS || daysLeft % 2 === 1;
  // Further from the test, or without a date: one every third day once the course is covered.
  return covered && dayNumber(today) % 3 === 0;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Today's plan from the test date, what the answers cover and the mistakes due. The course (the parts the
 * readiness still needs) is spread over the days before the margin; when it cannot fit, the plan says so
 * and gives the parts not yet covered first (readiness lists them never practised first).
 */
export function studyPlan({ today, testDate, readiness, mistakesDue, studiedDays }: PlanInput): StudyPlan {
  const studied = new Set(studiedDays);
  const daysLeft = testDate === null ? null : daysBetween(today, testDate);
  const base = {
    today,
    testDate,
    daysLeft,
    mistakes: mistakesDue,
    week: week(today, studied),
    streak: streak(today, studied),
  };
  if (daysLeft !== null && daysLeft <= 0)
    return { ...base, pace: daysLeft === 0 ? 'test_day' : 'past', lessons: [], questions: 0, mockExam: false };

  const covered = readiness.status === 'estimate';
  const studyDays = (daysLeft ?? DEFAULT_PLAN_DAYS) - PLAN_MARGIN_DAYS;
  const mockExam = mockExamToday(today, daysLeft, covered);
  if (covered)
    return {
      ...base,
      pace: daysLeft === null ? 'default' : 'on_track',
      lessons: readiness.weakest.slice(0, 1),
      questions: KEEP_UP_QUESTIONS,
      mockExam,
    };

  const parts = readiness.toPractise;
  const perDay = Math.ceil(parts.length / Math.max(1, studyDays));
  const tight = studyDays < 1 || perDay > MAX_PARTS_A_DAY;
  return {
    ...base,
    pace: tight ? 'tight' : daysLeft === null ? 'default' : 'on_track',
    lessons: parts.slice(0, Math.min(perDay, MAX_PARTS_A_DAY)),
    questions: clamp(Math.ceil(readiness.needed / Math.max(1, studyDays)), MIN_QUESTIONS_A_DAY, MAX_QUESTIONS_A_DAY),
    mockExam,
  };
}
