import { PLANS } from '@provisoire/domain';
import type { GrantInput } from '@provisoire/domain/admin-schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { adminGrants, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { grantPlan, presentPeriod } from '../subscriptions/subscriptions.service.ts';

/** Subscription time an admin gives by hand, for a cash payment at a school or a refund. */
export function createAdminGrants({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /**
     * Adds the plan's days to the learner's subscription (from now, or from its end when active), with
     * the admin and the reason in the audit log, all in one transaction. The grant's row is inserted
     * first, so a retried request (same `requestId`) waits for the first and then adds nothing.
     */
    async grant(actorId: string, userId: string, { requestId, plan, reason }: GrantInput) {
      const now = clock();
      await db.transaction(async (tx) => {
        // Held until the grant commits: the account cannot be deleted under it.
        const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
        if (!learner) throw new AppError('not_found', 404);
        const [claimed] = await tx
          .insert(adminGrants)
          .values({ id: requestId, userId, actorId, plan, reason, endAt: now, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: adminGrants.id });
        if (!claimed) {
          // The same request again; the same id with another learner, plan or reason is a mistake.
          const [earlier] = await tx.select().from(adminGrants).where(eq(adminGrants.id, requestId));
          if (earlier?.userId !== userId || earlier.plan !== plan || earlier.reason !== reason)
            throw new AppError('validation_failed', 400, { fields: { requestId: 'validation.body_invalid' } });
          return;
        }
        const granted = await grantPlan(tx, userId, plan, now);
        // Time given for a payment made by hand: the free day is no longer on offer, as after paying.
        await createSubscriptionsRepository(tx).markTrialTaken(userId, now);
        await tx.update(adminGrants).set({ endAt: granted.end }).where(eq(adminGrants.id, requestId));
        await recordAudit(tx, {
          actorId,
          action: 'subscription.granted',
          subject: userId,
          details: { plan, days: PLANS[plan].days, reason, end: granted.end },
        });
      });
      const row = await createSubscriptionsRepository(db).find(userId);
      if (!row) throw new Error(`subscription of ${userId} missing after its grant`);
      return presentPeriod(row, clock());
    },
  };
}

export type AdminGrants = ReturnType<typeof createAdminGrants>;
