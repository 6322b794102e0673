import { describe, expect, it } from 'vitest';
import { normalizeJoinCode } from './join-codes.ts';
import { type StudentProgress, sortStudents } from './schools.ts';

const student = (displayName: string, over: Partial<StudentProgress> = {}): StudentProgress => ({
  id: displayName,
  displayName,
  status: 'accepted',
  requestedAt: '2026-11-01T08:00:00.000Z',
  lessonsOpened: 0,
  examsTaken: 0,
  lastGrade: null,
  bestGrade: null,
  passedCount: 0,
  daysLeft: 0,
  lastActiveAt: null,
  readiness: null,
  weakest: [],
  testDate: null,
  daysStudied: 0,
  ...over,
});

describe('sortStudents', () => {
  const list = [
    student('Uwase', { bestGrade: 12, lessonsOpened: 3, lastActiveAt: '2026-11-20T10:00:00.000Z', readiness: 0.4 }),
    student('Habimana', { bestGrade: 17, daysLeft: 4 }),
    student('Mugisha', { bestGrade: 12, lessonsOpened: 9, lastActiveAt: '2026-11-21T10:00:00.000Z' }),
  ];
  const names = (sort: Parameters<typeof sortStudents>[1]) => sortStudents(list, sort).map((s) => s.displayName);

  it('puts names A to Z, and every figure highest or latest first, nobody without one ahead', () => {
    expect(names('name')).toEqual(['Habimana', 'Mugisha', 'Uwase']);
    expect(names('best')).toEqual(['Habimana', 'Mugisha', 'Uwase']); // a tie at 12 goes by name
    expect(names('readiness')).toEqual(['Uwase', 'Habimana', 'Mugisha']); // not enough answers: last
    expect(names('lessons')).toEqual(['Mugisha', 'Uwase', 'Habimana']);
    expect(names('last_active')).toEqual(['Mugisha', 'Uwase', 'Habimana']);
    expect(names('days_left')).toEqual(['Habimana', 'Mugisha', 'Uwase']);
  });

  it('leaves the list it was given as it was', () => {
    sortStudents(list, 'lessons');
    expect(list.map((s) => s.displayName)).toEqual(['Uwase', 'Habimana', 'Mugisha']);
  });
});

describe('normalizeJoinCode', () => {
  it('reads a code as people type it, and refuses what cannot be one', () => {
    expect(normalizeJoinCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeJoinCode('AB CD 23 45')).toBe('ABCD2345');
    for (const bad of ['', 'ABCDEFG', 'ABCDEFGHJ', 'ABCDEFG0', 'ABCDEFGI', 'ÀBCDEFGH'])
      expect(normalizeJoinCode(bad)).toBeNull();
  });
});
