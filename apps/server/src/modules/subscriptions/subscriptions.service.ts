import {
  daysLeft,
  extendSubscription,
  isActive,
  PLANS,
  type PlanCode,
  type SubscriptionAnswer,
  type SubscriptionView,
} from '@provisoire/domain';
import type { Database, Queryable } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createSubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.ts';

type Period = Pick<SubscriptionRow, 'plan' | 'startAt' | 'endAt'>;

const period = (row: Period | null) => (row ? { start: row.startAt, end: row.endAt } : null);

/** The subscription as the API shows it; an end that has passed reads as expired even before the sweep writes it. */
export const presentPeriod = (row: Period, now: Date): SubscriptionView => ({
  status: isActive(period(row), now) ? ('active' as const) : ('expired' as const),
  plan: row.plan,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  daysLeft: daysLeft(row.endAt, now),
});

const presentSubscription = (row: Period | null, now: Date) => (row ? presentPeriod(row, now) : null);

/**
 * Adds a plan's days to the user's subscription, inside the caller's transaction: starts now when
 * nothing is active, else extends the current end.
 */
export async function grantPlan(tx: Queryable, userId: string, plan: PlanCode, now: Date) {
  const repo = createSubscriptionsRepository(tx);
  const current = await repo.lockForGrant(userId, plan, now);
  const next = extendSubscription(period(current), PLANS[plan], now);
  await repo.save(userId, { plan, startAt: next.start, endAt: next.end }, now);
  return next;
}

export function createSubscriptionsService({ db, clock }: { db: Database; clock: () => Date }) {
  const repo = createSubscriptionsRepository(db);
  return {
    /** The subscription, and whether the free day is on offer: once, and only to a learner who never paid. */
    async view(userId: string): Promise<SubscriptionAnswer> {
      const [row, trialTaken, paid] = await Promise.all([
        repo.find(userId),
        repo.trialTaken(userId),
        repo.hasPaid(userId),
      ]);
      return { subscription: presentSubscription(row, clock()), trialAvailable: !trialTaken && !paid };
    },

    /** The one answer to "may this user open lessons or start a paid exam now?". */
    async hasAccess(userId: string) {
      return isActive(period(await repo.find(userId)), clock());
    },

    async requireAccess(userId: string) {
      if (!(await this.hasAccess(userId))) throw new AppError('subscription_required', 402);
    },

    /**
     * The free day, once per account (the trials_taken primary key), and not after a paid plan: a learner
     * who paid has no trial left to take, so the answer is the same `trial_taken`.
     */
    async startTrial(userId: string) {
      const now = clock();
      await db.transaction(async (tx) => {
        const r = createSubscriptionsRepository(tx);
        if ((await r.hasPaid(userId)) || !(await r.markTrialTaken(userId, now))) throw new AppError('trial_taken', 409);
        const granted = await grantPlan(tx, userId, 'trial', now);
        await recordAudit(tx, {
          actorId: userId,
          action: 'subscription.trial',
          subject: userId,
          details: { end: granted.end },
        });
      });
      return this.view(userId);
    },

    expireEnded: () => repo.expireEnded(clock()),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
