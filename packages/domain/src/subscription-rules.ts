import type { Plan } from './plans.ts';
import { DAY_MS } from './time.ts';

export interface SubscriptionPeriod {
  start: Date;
  end: Date;
}

/** Active means its end is still ahead; an end that has passed reads as expired, whatever was stored. */
export const isActive = (period: SubscriptionPeriod | null | undefined, now: Date): period is SubscriptionPeriod =>
  !!period && period.end.getTime() > now.getTime();

/**
 * A bought plan starts now when nothing is active, or extends the current end when something is:
 * no paid day is ever lost.
 */
export function extendSubscription(current: SubscriptionPeriod | null, plan: Plan, now: Date): SubscriptionPeriod {
  const days = plan.days * DAY_MS;
  if (isActive(current, now)) return { start: current.start, end: new Date(current.end.getTime() + days) };
  return { start: now, end: new Date(now.getTime() + days) };
}

/** Whole days from now until the end, counting a started day: 3 right after buying 3 days, 0 once ended. */
export const daysLeft = (end: Date, now: Date) => Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
