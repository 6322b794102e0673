import { PAID_PLANS, type PaidPlanCode } from './plans.ts';
import { DAY_MS } from './time.ts';

/** How many days "at a glance" covers. */
export const OVERVIEW_DAYS = 30;

/** Rwanda keeps Central Africa Time all year: UTC+2, no summer time. */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The calendar day in Kigali at an instant, as `YYYY-MM-DD`. */
export const kigaliDay = (at: Date) => new Date(at.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 10);

/** The instant the overview starts: midnight in Kigali, 29 days before today's. */
export function overviewStart(now: Date) {
  const midnight = Date.parse(`${kigaliDay(now)}T00:00:00Z`) - KIGALI_OFFSET_MS;
  return new Date(midnight - (OVERVIEW_DAYS - 1) * DAY_MS);
}

/** Money at a glance: the last 30 days, a row per day in Kigali's calendar, oldest first. */
export interface AdminOverview {
  days: { day: string; revenue: number; newLearners: number }[];
  revenueByPlan: Record<PaidPlanCode, number>;
  totals: { revenue: number; payments: number; newLearners: number; activeSubscriptions: number };
}

export interface OverviewCounts {
  /** Paid payments grouped by Kigali day and plan. */
  paid: { day: string; plan: string; revenue: number; payments: number }[];
  /** New learners grouped by Kigali day. */
  joined: { day: string; learners: number }[];
  activeSubscriptions: number;
}

/** The 30 days with a row each, zero on days with nothing, and the totals. */
export function buildOverview(now: Date, { paid, joined, activeSubscriptions }: OverviewCounts): AdminOverview {
  const start = overviewStart(now).getTime() + KIGALI_OFFSET_MS;
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => ({
    day: new Date(start + i * DAY_MS).toISOString().slice(0, 10),
    revenue: 0,
    newLearners: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const revenueByPlan = Object.fromEntries(PAID_PLANS.map((plan) => [plan, 0])) as Record<PaidPlanCode, number>;
  let payments = 0;
  for (const row of paid) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.revenue += row.revenue;
    payments += row.payments;
    if (row.plan in revenueByPlan) revenueByPlan[row.plan as PaidPlanCode] += row.revenue;
  }
  for (const row of joined) {
    const day = byDay.get(row.day);
    if (day) day.newLearners += row.learners;
  }
  return {
    days,
    revenueByPlan,
    totals: {
      revenue: days.reduce((sum, d) => sum + d.revenue, 0),
      payments,
      newLearners: days.reduce((sum, d) => sum + d.newLearners, 0),
      activeSubscriptions,
    },
  };
}
