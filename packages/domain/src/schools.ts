/** What a driving school teaches: the spec's 'WhatTheyDo' (Auto Ecole, Auto Ecole 32, Auto Ecole 23). */
export const SCHOOL_KINDS = ['auto_ecole', 'auto_ecole_32', 'auto_ecole_23'] as const;
export type SchoolKind = (typeof SCHOOL_KINDS)[number];
export const SCHOOL_KIND_NAMES: Record<SchoolKind, string> = {
  auto_ecole: 'Auto Ecole',
  auto_ecole_32: 'Auto Ecole 32',
  auto_ecole_23: 'Auto Ecole 23',
};

/** A school is pending until an admin approves or rejects it. */
export const SCHOOL_STATES = ['pending', 'approved', 'rejected'] as const;
export type SchoolStatus = (typeof SCHOOL_STATES)[number];

/** A learner asks to join; the school accepts. */
export type MembershipStatus = 'requested' | 'accepted';

export const SCHOOL_NAME_MAX = 100;
export const DECISION_REASON_MAX = 500;

/** Where a join link leads: the learner's account page, which shows the school and asks to confirm. */
export const joinPath = (code: string) => `/dashboard/konte?ikigo=${code}`;

/** The columns a school may sort its students by. */
export const STUDENT_SORTS = ['name', 'readiness', 'lessons', 'exams', 'best', 'last_active', 'days_left'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** One student as their school sees them: progress only, never their answers or payments. */
export interface StudentProgress {
  id: string;
  displayName: string;
  status: MembershipStatus;
  requestedAt: string;
  lessonsOpened: number;
  examsTaken: number;
  lastGrade: number | null;
  bestGrade: number | null;
  passedCount: number;
  /** Whole days of subscription left (0 when none is active). */
  daysLeft: number;
  lastActiveAt: string | null;
  /** The chance (0 to 1) of passing a mock exam, from the student's answers; null while there are too few. */
  readiness: number | null;
  /** Up to three lessons, weakest first. */
  weakest: number[];
  /** The day of the student's test, as they gave it (`YYYY-MM-DD`), or null. */
  testDate: string | null;
  /** Of the last 7 days (today included, Kigali time), those on which the student answered a question. */
  daysStudied: number;
}

/** A school as its owner sees it. */
export interface SchoolView {
  id: string;
  name: string;
  kind: SchoolKind;
  status: SchoolStatus;
  reason: string | null;
  joinCode: string | null;
  place: { province: string; district: string; sector: string };
}

/** What a school sees of itself: also the phone it gave at sign-up. */
export interface OwnSchoolView extends SchoolView {
  phone: string;
}

/** What a learner sees of the school of a join code, before joining it. */
export interface SchoolOfCode {
  name: string;
  district: string;
  sector: string;
}

/** What the admin sees of a school that signed up, to decide on it. */
export interface AdminSchool extends OwnSchoolView {
  tin: string;
  email: string | null;
  createdAt: string;
  decidedAt: string | null;
}

const byNumber = (pick: (s: StudentProgress) => number | null) => (a: StudentProgress, b: StudentProgress) =>
  (pick(b) ?? -1) - (pick(a) ?? -1);

const ORDERS: Record<StudentSort, (a: StudentProgress, b: StudentProgress) => number> = {
  name: (a, b) => a.displayName.localeCompare(b.displayName, 'rw'),
  readiness: byNumber((s) => s.readiness),
  lessons: byNumber((s) => s.lessonsOpened),
  exams: byNumber((s) => s.examsTaken),
  best: byNumber((s) => s.bestGrade),
  days_left: byNumber((s) => s.daysLeft),
  last_active: byNumber((s) => (s.lastActiveAt ? Date.parse(s.lastActiveAt) : null)),
};

/** The students in a column's order: names A to Z, every figure highest (or latest) first; ties by name. */
export const sortStudents = (students: readonly StudentProgress[], sort: StudentSort) =>
  [...students].sort((a, b) => ORDERS[sort](a, b) || ORDERS.name(a, b));

/** The learner's driving school, as `GET /api/account/school` gives it (null: none). */
export interface Membership {
  school: { name: string; district: string };
  status: MembershipStatus;
}

/** A learner asking to join a school, as the school's students list shows it. */
export interface JoinRequest {
  id: string;
  displayName: string;
  requestedAt: string;
}
