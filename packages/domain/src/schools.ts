/** What a driving school teaches: the spec's 'WhatTheyDo' (Auto Ecole, Auto Ecole 32, Auto Ecole 23). */
export const SCHOOL_KINDS = ['auto_ecole', 'auto_ecole_32', 'auto_ecole_23'] as const;
export type SchoolKind = (typeof SCHOOL_KINDS)[number];

/** A school is pending until an admin approves or rejects it. */
export const SCHOOL_STATES = ['pending', 'approved', 'rejected'] as const;
export type SchoolStatus = (typeof SCHOOL_STATES)[number];

/** A learner asks to join; the school accepts. */
export type MembershipStatus = 'requested' | 'accepted';

export const SCHOOL_NAME_MIN = 3;
export const SCHOOL_NAME_MAX = 100;
export const DECISION_REASON_MAX = 500;

/** Join codes: 8 letters and digits without the look-alikes (0/O, 1/I/L), read aloud in a class. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
const JOIN_CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** A code as typed (spaces, dashes, lower case) in the form it is stored; null when it cannot be one. */
export function normalizeJoinCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return JOIN_CODE.test(code) ? code : null;
}

/** Where a join link leads: the learner's account page, which shows the school and asks to confirm. */
export const joinPath = (code: string) => `/dashboard/konte?ikigo=${code}`;

/** The columns a school may sort its students by. */
export const STUDENT_SORTS = ['name', 'lessons', 'exams', 'best', 'last_active', 'days_left'] as const;
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
