import type { PaymentMethod } from '@provisoire/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { payments, users } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsRepository(db: Queryable) {
  return {
    /** Holds the learner's row until the transaction ends: their payment starts take turns. */
    async lockUser(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },
    async insert(values: typeof payments.$inferInsert) {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },
    /** The payment this user made with the same request id (a retried request), if any. */
    async findByRequest(userId: string, requestId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.requestId, requestId)));
      return row ?? null;
    },
    /** The payment still waiting for this payer, unless they gave up on it. */
    async findPendingOf(userId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), isNull(payments.cancelledAt)))
        .limit(1);
      return row ?? null;
    },
    /** Marks a waiting payment as given up by its payer; null when it was no longer waiting. */
    async cancel(userId: string, id: string, now: Date) {
      const [row] = await db
        .update(payments)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.userId, userId),
            eq(payments.status, 'pending'),
            isNull(payments.cancelledAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    async findOfUser(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.id, id)));
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },
    async findByProviderRef(method: PaymentRow['method'], providerRef: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.method, method), eq(payments.providerRef, providerRef)));
      return row ?? null;
    },
    listOfUser(userId: string, limit = 50) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
    },
    /**
     * Settles a pending payment, once: the status condition makes a second settlement (a replayed
     * callback, another instance) change nothing. Null when it was no longer pending.
     */
    async settle(
      id: string,
      values: { status: 'paid' | 'failed'; failureReason?: string | null; providerTransactionId?: string | null },
      at: Date,
    ) {
      const [row] = await db
        .update(payments)
        .set({ ...values, settledAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return row ?? null;
    },
    /**
     * Claims a provider's pending payments that are due a check, for this instance only (SKIP LOCKED),
     * and holds them for a minute: another instance checks them only if this one stopped mid-check.
     */
    async claimDue(method: PaymentMethod, now: Date, limit: number) {
      const result = await db.execute<{ id: string; created_at: Date | string }>(sql`
        UPDATE payments SET
          checks = checks + 1,
          next_check_at = ${now}::timestamptz + interval '1 minute'
        WHERE id IN (
          SELECT id FROM payments
          WHERE status = 'pending' AND method = ${method} AND next_check_at <= ${now}
          ORDER BY next_check_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, created_at`);
      return result.rows.map((r) => ({ id: r.id, createdAt: new Date(r.created_at) }));
    },
    /** Gives claimed payments back to whichever instance's round comes next. */
    async release(ids: string[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(payments)
        .set({ nextCheckAt: now })
        .where(and(inArray(payments.id, ids), eq(payments.status, 'pending')));
    },
    /** Books the next status check of a payment that is still pending. */
    async scheduleCheck(id: string, at: Date) {
      await db
        .update(payments)
        .set({ nextCheckAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },
  };
}
