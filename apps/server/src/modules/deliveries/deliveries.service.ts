import { type DeliveryKind, deliveryRetryAt, type FailingDelivery } from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/connect.ts';
import { notifyDeliveriesQueued } from '../../events/user-events.ts';
import type { AppMetrics } from '../../metrics/metrics.ts';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import { SmsError, type SmsSender } from '../../providers/sms/sms-sender.ts';
import { createDeliveriesRepository, type DeliveryRow, type NewDelivery } from './deliveries.repository.ts';

interface Deps {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  clock: () => Date;
  log: FastifyBaseLogger;
  metrics: AppMetrics;
}

/** Messages claimed per round trip to the database. */
const BATCH = 20;
const ERROR_CHARS = 500;

/**
 * A refusal that trying again cannot mend: the mail server turned every recipient down (nodemailer's
 * EENVELOPE), or the gateway refused the number or our account. Anything else (no answer, a 4xx
 * greeting, a busy gateway) may pass.
 */
function isFinal(error: unknown) {
  if (error instanceof SmsError) return !error.retriable;
  return (error as { code?: unknown } | null)?.code === 'EENVELOPE';
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS);

/**
 * Mail and SMS that are never lost to a provider's outage: `queue` writes a message in the caller's
 * transaction, whose commit wakes every instance's sender (NOTIFY); the background round tries again
 * what failed, with back-off, until it leaves or goes stale. Each message is claimed by one instance
 * at a time (SKIP LOCKED), so two instances send it once.
 */
export function createDeliveries({ db, mailer, sms, clock, log, metrics }: Deps) {
  const repo = createDeliveriesRepository(db);
  let round: Promise<void> | null = null;
  let again = false;

  async function deliver(row: DeliveryRow) {
    const context = { deliveryId: row.id, kind: row.kind, channel: row.channel, tries: row.tries };
    if (row.validUntil <= clock()) {
      await repo.giveUp(row.id, 'stale before it could be sent');
      metrics.delivery(row.channel, 'failed');
      log.error(context, 'message given up: stale');
      return;
    }
    try {
      if (row.channel === 'email')
        await mailer.send({
          id: row.id,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.text ?? '',
          html: row.html ?? '',
        });
      else await sms.send({ to: row.recipient, text: row.text ?? '' });
    } catch (err) {
      const retryAt = isFinal(err) ? null : deliveryRetryAt(row.tries, clock(), row.validUntil);
      if (retryAt) {
        await repo.retryAt(row.id, retryAt, describe(err));
        metrics.delivery(row.channel, 'retry');
        log.warn({ ...context, err, retryAt }, 'message not sent: will try again');
      } else {
        await repo.giveUp(row.id, describe(err));
        metrics.delivery(row.channel, 'failed');
        log.error({ ...context, err }, 'message given up');
      }
      return;
    }
    await repo.markSent(row.id, clock());
    metrics.delivery(row.channel, 'sent');
  }

  async function deliverDue() {
    for (;;) {
      const rows = await repo.claimDue(clock(), BATCH);
      await Promise.all(rows.map(deliver));
      if (rows.length < BATCH) return;
    }
  }

  /** One round at a time in this instance; a call during a round makes it go round once more. */
  function send(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again);
    })()
      .catch((err: unknown) => log.error({ err }, 'delivery round failed'))
      .finally(() => {
        round = null;
        if (again) void send(); // asked for between the last check and now
      });
    return round;
  }

  /** Writes a message to send in the transaction given: it leaves once, and only if, that commits. */
  async function queue(tx: Queryable, message: NewDelivery) {
    await createDeliveriesRepository(tx).add(message, clock());
    await notifyDeliveriesQueued(tx);
  }

  return {
    queue,
    queueMail: (tx: Queryable, kind: DeliveryKind, { to, subject, text, html }: Mail, validUntil: Date) =>
      queue(tx, { kind, channel: 'email', recipient: to, subject, text, html, validUntil }),
    /** Sends what is due, and returns once done: on a wake-up, and the background job's round. */
    sendDue: send,
    sweep: () => repo.sweep(clock()),
    async failing(): Promise<FailingDelivery[]> {
      const rows = await repo.failing(clock());
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        channel: row.channel,
        recipient: row.recipient,
        status: row.status === 'failed' ? 'failed' : 'retrying',
        tries: row.tries,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        nextTryAt: row.status === 'pending' ? row.nextTryAt.toISOString() : null,
      }));
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
