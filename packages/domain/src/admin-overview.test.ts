import { describe, expect, it } from 'vitest';
import { buildOverview, kigaliDay, OVERVIEW_DAYS, overviewStart } from './admin-overview.ts';

describe('kigaliDay', () => {
  it('turns the day at 22:00 UTC, midnight in Kigali', () => {
    expect(kigaliDay(new Date('2026-11-20T21:59:59Z'))).toBe('2026-11-20');
    expect(kigaliDay(new Date('2026-11-20T22:00:00Z'))).toBe('2026-11-21');
  });
});

describe('overviewStart', () => {
  it('is midnight in Kigali, 29 days before today', () => {
    expect(overviewStart(new Date('2026-11-21T09:00:00Z')).toISOString()).toBe('2026-10-22T22:00:00.000Z');
    expect(overviewStart(new Date('2026-11-20T23:30:00Z')).toISOString()).toBe('2026-10-22T22:00:00.000Z');
  });
});

describe('buildOverview', () => {
  const now = new Date('2026-11-21T09:00:00Z');

  it('has 30 days, oldest first, zero where nothing happened', () => {
    const overview = buildOverview(now, { paid: [], joined: [], activeSubscriptions: 0 });
    expect(overview.days).toHaveLength(OVERVIEW_DAYS);
    expect(overview.days[0]).toEqual({ day: '2026-10-23', revenue: 0, newLearners: 0 });
    expect(overview.days.at(-1)?.day).toBe('2026-11-21');
    expect(overview.totals).toEqual({ revenue: 0, payments: 0, newLearners: 0, activeSubscriptions: 0 });
  });

  it('adds each day and plan up, and leaves out what is outside the 30 days', () => {
    const overview = buildOverview(now, {
      paid: [
        { day: '2026-11-21', plan: 'daily', revenue: 2000, payments: 2 },
        { day: '2026-11-21', plan: 'monthly', revenue: 5000, payments: 1 },
        { day: '2026-10-23', plan: 'weekly', revenue: 3000, payments: 1 },
        { day: '2026-10-22', plan: 'weekly', revenue: 3000, payments: 1 },
      ],
      joined: [
        { day: '2026-11-20', learners: 4 },
        { day: '2026-09-01', learners: 9 },
      ],
      activeSubscriptions: 7,
    });
    expect(overview.days.at(-1)).toEqual({ day: '2026-11-21', revenue: 7000, newLearners: 0 });
    expect(overview.days.at(-2)).toEqual({ day: '2026-11-20', revenue: 0, newLearners: 4 });
    expect(overview.revenueByPlan).toEqual({ daily: 2000, weekly: 3000, monthly: 5000 });
    expect(overview.totals).toEqual({ revenue: 10000, payments: 4, newLearners: 4, activeSubscriptions: 7 });
  });
});
