import { type GrantInput, PLANS } from '@provisoire/domain';
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
        const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!learner) throw new AppError('not_found', 404);
        const [claimed] = await tx
          .insert(adminGrants)
          .values({ id: requestId, userId, actorId, plan, reason, endAt: now, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: adminGrants.id });
        if (!claimed) {
          const [earlier] = await tx.select().from(adminGrants).where(eq(adminGrants.id, requestId));
          if (earlier?.userId !== userId)
            throw new AppError('validation_failed', 400, { fields: { requestId: 'validation.body_invalid' } });
          return;
        }
        const granted = await grantPlan(tx, userId, plan, now);
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
