import { and, eq, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { payments, subscriptions, trialsTaken } from '../../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanCode = SubscriptionRow['plan'];

export function createSubscriptionsRepository(db: Queryable) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row ?? null;
    },
    /**
     * The row locked until the transaction ends, so two grants extend one after the other. A learner's
     * first grant has no row to lock: an empty, ended one is inserted first (the primary key makes a
     * parallel grant wait for ours), and then locked.
     */
    async lockForGrant(userId: string, plan: PlanCode, now: Date) {
      await db
        .insert(subscriptions)
        .values({ userId, status: 'expired', plan, startAt: now, endAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
      if (!row) throw new Error(`subscription row of ${userId} vanished inside its transaction`);
      return row;
    },
    async save(userId: string, values: { plan: PlanCode; startAt: Date; endAt: Date }, now: Date) {
      await db
        .insert(subscriptions)
        .values({ userId, status: 'active', ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { status: 'active', ...values, updatedAt: now } });
    },
    /** False when this user already had the trial. */
    async markTrialTaken(userId: string, now: Date) {
      const rows = await db.insert(trialsTaken).values({ userId, createdAt: now }).onConflictDoNothing().returning();
      return rows.length === 1;
    },
    async trialTaken(userId: string) {
      const [row] = await db.select().from(trialsTaken).where(eq(trialsTaken.userId, userId));
      return !!row;
    },
    /** Whether this user ever paid for a plan: the free day is for learners who have not. */
    async hasPaid(userId: string) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
        .limit(1);
      return !!row;
    },
    /** Writes `expired` on every subscription whose end has passed; returns how many. */
    async expireEnded(now: Date) {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.endAt, now)))
        .returning({ userId: subscriptions.userId });
      return rows.length;
    },
  };
}
