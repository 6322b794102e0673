import { randomUUID } from 'node:crypto';
import {
  CHECK_IN_WINDOW_MS,
  CURRENCY,
  DAY_MS,
  HOUR_MS,
  type PaymentMethod,
  PLANS,
  parseRwandanMobile,
  type StartPaymentInput,
  seatsAmount,
} from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/connect.ts';
import { notifyUser } from '../../events/user-events.ts';
import { AppError } from '../../http/app-error.ts';
import { type AppMetrics, noMetrics } from '../../metrics/metrics.ts';
import { type PaymentProvider, ProviderError, type ProviderStatus } from '../../providers/payments/payment-provider.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { UserRow } from '../auth/users.repository.ts';
import { createRateLimits, type Limit } from '../rate-limits/rate-limits.repository.ts';
import { mustBeApproved } from '../schools/approved-school.ts';
import { createSchoolsRepository } from '../schools/schools.repository.ts';
import { createSeatsRepository } from '../schools/seats.repository.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';
import { createPaymentsReconciler } from './payments.reconciler.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';

// MTN gives the payer 5 minutes; past half an hour nobody is approving any more.
const GIVE_UP_MS = 30 * 60_000;
const SEND_ATTEMPTS = 3;
/** A provider retries a callback it thinks was lost: a few for one payment, and no more. */
const CALLBACKS_PER_PAYMENT = { max: 10, windowMs: 60_000 };
/** Callbacks naming no payment of ours, from one address. */
const UNKNOWN_CALLBACKS_PER_ADDRESS = { max: 60, windowMs: 60_000 };

/**
 * Each start sends a PIN prompt to a phone: a few an hour per account, and per number whoever asks,
 * so nobody can send a stream of prompts to someone else's phone.
 */
const startLimits = (userId: string, phone: string): Limit[] => [
  { key: `pay:account:${userId}`, max: 5, windowMs: HOUR_MS },
  { key: `pay:phone:${phone}`, max: 5, windowMs: HOUR_MS },
  { key: `pay:phone-day:${phone}`, max: 10, windowMs: DAY_MS },
];

export interface PaymentsDeps {
  db: Database;
  providers: Partial<Record<PaymentMethod, PaymentProvider>>;
  clock: () => Date;
  log: FastifyBaseLogger;
  metrics?: AppMetrics;
}

/** Who pays: a learner (or an admin) for their own days, or a school for its students' seats. */
type Payer = Pick<UserRow, 'id' | 'role'>;

const PLAN_TITLES = { daily: 'iminsi 3', weekly: 'ibyumweru 2', monthly: 'ukwezi 1', trial: 'umunsi 1' } as const;

/** The provider's word must match what we asked for, or the payment grants nothing. */
function mismatch(status: Extract<ProviderStatus, { state: 'paid' }>, payment: PaymentRow) {
  if (status.amount !== null && status.amount !== payment.amount) return `amount ${status.amount}`;
  if (status.currency !== null && status.currency !== payment.currency) return `currency ${status.currency}`;
  if (status.payer !== null && !payment.phone.endsWith(status.payer.replace(/\D/g, '').slice(-9)))
    return `payer ${status.payer}`;
  if (status.reference !== null && status.reference !== payment.providerRef) return `reference ${status.reference}`;
  if (status.externalId !== null && status.externalId !== payment.id) return `externalId ${status.externalId}`;
  return null;
}

export function createPaymentsService({ db, providers, clock, log, metrics = noMetrics }: PaymentsDeps) {
  const repo = createPaymentsRepository(db);
  const counters = createRateLimits(db);
  const later = (ms: number) => new Date(clock().getTime() + ms);

  function providerOf(method: PaymentMethod) {
    const provider = providers[method];
    if (!provider)
      throw new AppError('validation_failed', 400, { fields: { method: 'validation.method_unavailable' } });
    return provider;
  }

  /** What a paid payment buys: the learner's days, or a school's seats (the school itself gets no days). */
  async function deliver(tx: Queryable, payment: PaymentRow, now: Date) {
    if (payment.seats === null) return { end: (await grantPlan(tx, payment.userId, payment.plan, now)).end };
    const school = await createSchoolsRepository(tx).ofOwner(payment.userId);
    if (!school) throw new Error(`payment ${payment.id} bought seats for an account with no school`);
    await createSeatsRepository(tx).addBought(school.id, payment.id, payment.plan, payment.seats, now);
    return { seats: payment.seats };
  }

  /** Writes the outcome once, with its audit entry and a live event, in one transaction. */
  async function settle(
    payment: PaymentRow,
    outcome: { paid: true; transactionId: string | null } | { paid: false; reason: string },
  ) {
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const r = createPaymentsRepository(tx);
      const values = outcome.paid
        ? { status: 'paid' as const, providerTransactionId: outcome.transactionId }
        : { status: 'failed' as const, failureReason: outcome.reason.slice(0, 200) };
      const settled = await r.settle(payment.id, values, now);
      if (!settled) return null; // settled already: a replay changes nothing
      const granted = outcome.paid ? await deliver(tx, payment, now) : null;
      await recordAudit(tx, {
        actorId: payment.userId,
        action: outcome.paid ? 'payment.paid' : 'payment.failed',
        subject: payment.id,
        details: {
          amount: payment.amount,
          method: payment.method,
          ...(granted ?? { reason: values.failureReason }),
        },
      });
      await notifyUser(tx, { userId: payment.userId, type: 'payment', id: payment.id });
      return settled;
    });
    if (result) metrics.paymentSettled(payment.method, outcome.paid ? 'paid' : 'failed');
    return result;
  }

  /** Sends the request-to-pay, retrying a failed call with the same reference. */
  async function send(payment: PaymentRow) {
    const provider = providerOf(payment.method);
    const phone = parseRwandanMobile(payment.phone);
    if (!phone) return settle(payment, { paid: false, reason: 'INVALID_PHONE' });
    for (let attempt = 1; ; attempt++) {
      try {
        await provider.requestToPay({
          reference: payment.providerRef,
          amount: payment.amount,
          currency: payment.currency,
          phone,
          description: `Provisoire ${payment.seats === null ? '' : `${payment.seats} × `}${PLAN_TITLES[payment.plan]}`,
          externalId: payment.id,
        });
        return payment;
      } catch (error) {
        const retriable = !(error instanceof ProviderError) || error.retriable;
        log.warn({ err: error, payment: payment.id, attempt }, 'request-to-pay failed');
        if (!retriable) return settle(payment, { paid: false, reason: (error as ProviderError).code ?? 'REFUSED' });
        // Still pending: the reconciler asks the provider later and sends again if it never got it.
        if (attempt >= SEND_ATTEMPTS) return payment;
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }

  /**
   * How many seats this payment buys: none for a learner or an admin (who may not ask for any; their
   * start asks the database nothing more), at least one for a school, which pays only once approved.
   */
  async function seatsOf(payer: Payer, asked: number | undefined) {
    if (payer.role !== 'school') {
      if (asked !== undefined) throw new AppError('seats_school_only', 403);
      return null;
    }
    mustBeApproved(await createSchoolsRepository(db).ofOwner(payer.id));
    return asked ?? 1;
  }

  const service = {
    async start(payer: Payer, input: StartPaymentInput) {
      const userId = payer.id;
      const provider = providerOf(input.method);
      const phone = parseRwandanMobile(input.phone);
      if (!phone) throw new AppError('validation_failed', 400, { fields: { phone: 'validation.phone_invalid' } });
      const plan = PLANS[input.plan];
      const now = clock();
      const seats = await seatsOf(payer, input.seats);
      // The row, and the reference the provider will see, exist before the provider is called.
      const { payment, created } = await db.transaction(async (tx) => {
        const r = createPaymentsRepository(tx);
        await r.lockUser(userId);
        const retried = await r.findByRequest(userId, input.requestId);
        if (retried) return { payment: retried, created: false };
        const pending = await r.findPendingOf(userId);
        if (pending) throw new AppError('payment_pending', 409, { paymentId: pending.id });
        // Counted inside the transaction: a start refused here sends no prompt and uses no try.
        await createRateLimits(tx).enforce(startLimits(userId, phone.e164), now);
        const payment = await r.insert({
          userId,
          requestId: input.requestId,
          plan: plan.code,
          amount: seats === null ? plan.amount : seatsAmount(input.plan, seats),
          seats,
          currency: CURRENCY,
          method: provider.method,
          phone: phone.e164,
          providerRef: randomUUID(),
          nextCheckAt: later(CHECK_IN_WINDOW_MS),
          expiresAt: later(GIVE_UP_MS),
          createdAt: now,
        });
        await recordAudit(tx, {
          actorId: userId,
          action: 'payment.created',
          subject: payment.id,
          details: {
            plan: plan.code,
            amount: payment.amount,
            ...(seats === null ? {} : { seats }),
            method: provider.method,
            reference: payment.providerRef,
          },
        });
        return { payment, created: true };
      });
      if (!created) return payment;
      metrics.paymentStarted(payment.method);
      return (await send(payment)) ?? (await repo.findById(payment.id)) ?? payment;
    },

    async get(userId: string, id: string) {
      const payment = await repo.findOfUser(userId, id);
      if (!payment) throw new AppError('payment_not_found', 404);
      return payment;
    },

    list: (userId: string) => repo.listOfUser(userId),

    /**
     * The payer gives up waiting (a wrong number, a phone out of reach). The provider is asked first,
     * so an approval that just went through is paid, not cancelled. Still waiting, the payment is marked
     * cancelled and a new one may start; the reconciler keeps asking until it settles, so money that went
     * through after all still counts.
     */
    async cancel(userId: string, id: string) {
      const payment = await this.get(userId, id);
      if (payment.status !== 'pending' || payment.cancelledAt) return payment;
      await this.check(id);
      const cancelled = await repo.cancel(userId, id, clock());
      if (!cancelled) return this.get(userId, id);
      await recordAudit(db, {
        actorId: userId,
        action: 'payment.cancelled',
        subject: id,
        details: { amount: cancelled.amount, method: cancelled.method },
      });
      return cancelled;
    },

    /** Asks the provider where a pending payment stands and settles it from that answer alone. */
    async check(id: string) {
      const payment = await repo.findById(id);
      if (payment?.status !== 'pending') return payment;
      let status: ProviderStatus;
      try {
        status = await providerOf(payment.method).status(payment.providerRef);
      } catch (error) {
        log.warn({ err: error, payment: id }, 'status check failed; will ask again');
        return payment;
      }
      const expired = clock() > payment.expiresAt;
      switch (status.state) {
        case 'pending':
          return expired ? settle(payment, { paid: false, reason: 'EXPIRED' }) : payment;
        case 'unknown':
          return expired ? settle(payment, { paid: false, reason: 'NOT_FOUND' }) : send(payment);
        case 'failed':
          return settle(payment, { paid: false, reason: status.reason });
        case 'paid': {
          const wrong = mismatch(status, payment);
          if (!wrong) return settle(payment, { paid: true, transactionId: status.transactionId });
          await recordAudit(db, { action: 'payment.mismatch', subject: payment.id, details: { wrong } });
          metrics.paymentMismatch(payment.method);
          return settle(payment, { paid: false, reason: `MISMATCH ${wrong}` });
        }
      }
    },

    /**
     * A provider's callback: kept for the audit, then only a hint to ask the provider (callbacks are
     * not signed, so the body decides nothing).
     */
    /**
     * A callback is only a hint to ask the provider, so it is limited by what it names: a payment of
     * ours a few times a minute (a provider's retries), whatever address it comes from; references we
     * never made 60 a minute per address. A provider's busy minute (one callback per payment, from a
     * few addresses) is never refused; an anonymous flood of made-up references is.
     */
    async onCallback(method: PaymentMethod, reference: string, body: object, from: string) {
      const payment = await repo.findByProviderRef(method, reference);
      if (!payment) {
        await counters.enforce([{ key: `callback:${from}`, ...UNKNOWN_CALLBACKS_PER_ADDRESS }], clock());
        // Counted, not stored: anyone can post these, and the audit log is for our payments.
        await counters.take({ key: `callback:unknown:${method}`, max: Infinity, windowMs: DAY_MS }, clock());
        return;
      }
      await counters.enforce([{ key: `callback:${method}:${reference}`, ...CALLBACKS_PER_PAYMENT }], clock());
      await recordAudit(db, { action: 'payment.callback', subject: reference, details: { method, body } });
      if (payment.status === 'pending') {
        this.check(payment.id).catch((err) => log.error({ err, payment: payment.id }, 'callback check failed'));
      }
    },
  };
  return {
    ...service,
    ...createPaymentsReconciler({
      methods: Object.keys(providers) as PaymentMethod[],
      repo,
      providerOf,
      check: (id) => service.check(id),
      clock,
      log,
    }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
