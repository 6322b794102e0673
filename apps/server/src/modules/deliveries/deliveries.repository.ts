import { DAY_MS, type DeliveryKind, MINUTE_MS } from '@provisoire/domain';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { deliveries } from '../../db/schema.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;

/** A mail or SMS to send: what it is, to whom, and until when it is worth sending. */
export interface NewDelivery {
  kind: DeliveryKind;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
  validUntil: Date;
}

/** A claimed message is this instance's for this long: if it stops mid-send, another one tries after. */
const CLAIM_MS = 5 * MINUTE_MS;
/** From this many failed tries on, a message still being retried shows in the admin's list. */
const FAILING_FROM_TRIES = 3;
const KEEP_SENT_MS = 7 * DAY_MS;
const KEEP_FAILED_MS = 30 * DAY_MS;

export function createDeliveriesRepository(db: Queryable) {
  return {
    /** Queues a message, in the caller's transaction: it exists only if the change that causes it commits. */
    async add(message: NewDelivery, now: Date) {
      await db.insert(deliveries).values({ ...message, nextTryAt: now });
    },

    /**
     * Claims the messages due a try, for this instance only (SKIP LOCKED), counting the try before it
     * is made: a message whose sender stopped mid-send is tried again once the claim lapses.
     */
    async claimDue(now: Date, limit: number) {
      const result = await db.execute<{ id: string }>(sql`
        UPDATE deliveries SET tries = tries + 1, next_try_at = ${new Date(now.getTime() + CLAIM_MS)}
        WHERE id IN (
          SELECT id FROM deliveries
          WHERE status = 'pending' AND next_try_at <= ${now}
          ORDER BY next_try_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id`);
      const ids = result.rows.map((r) => r.id);
      return ids.length ? db.select().from(deliveries).where(inArray(deliveries.id, ids)) : [];
    },

    /** Sent: the body goes (a link or a code is not kept once it has left). */
    async markSent(id: string, now: Date) {
      await db
        .update(deliveries)
        .set({ status: 'sent', sentAt: now, text: null, html: null, lastError: null })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
    },

    async retryAt(id: string, at: Date, error: string) {
      await db
        .update(deliveries)
        .set({ nextTryAt: at, lastError: error })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
    },

    /** Given up: kept (without its body) for the admin's list. */
    async giveUp(id: string, error: string) {
      await db
        .update(deliveries)
        .set({ status: 'failed', lastError: error, text: null, html: null })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
    },

    /** The messages an admin should know of: given up lately, or failed several times and still tried. */
    failing(now: Date, limit = 100) {
      return db
        .select()
        .from(deliveries)
        .where(
          or(
            and(eq(deliveries.status, 'pending'), gte(deliveries.tries, FAILING_FROM_TRIES)),
            and(eq(deliveries.status, 'failed'), gte(deliveries.createdAt, new Date(now.getTime() - KEEP_FAILED_MS))),
          ),
        )
        .orderBy(desc(deliveries.createdAt))
        .limit(limit);
    },

    /** Forgets sent messages after a week and given-up ones after a month. */
    async sweep(now: Date) {
      await db
        .delete(deliveries)
        .where(
          or(
            and(eq(deliveries.status, 'sent'), lt(deliveries.createdAt, new Date(now.getTime() - KEEP_SENT_MS))),
            and(eq(deliveries.status, 'failed'), lt(deliveries.createdAt, new Date(now.getTime() - KEEP_FAILED_MS))),
          ),
        );
    },
  };
}
