import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import type { SubscriptionsService } from '../modules/subscriptions/subscriptions.service.ts';

const SWEEP_MS = 60_000;

/** Runs `work` every `ms`, never two at once, logging rather than dying on a failure. */
function every(ms: number, name: string, log: FastifyBaseLogger, work: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (err) {
      log.error({ err, job: name }, 'background job failed');
    } finally {
      running = false;
    }
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The reconciler (pending payments, with backoff, claimed with row locks so each is checked by one
 * instance), the sweep that writes `expired` on ended subscriptions, and the sweeps that grade exams
 * whose time ran out and delete ended sessions and old counters.
 */
export function startBackgroundJobs(deps: {
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  sweeps: (() => Promise<unknown>)[];
  reconcileMs: number;
  log: FastifyBaseLogger;
}) {
  const stops = [
    every(deps.reconcileMs, 'reconcile-payments', deps.log, () => deps.payments.reconcile(deps.reconcileMs)),
    every(SWEEP_MS, 'expire-subscriptions', deps.log, () => deps.subscriptions.expireEnded()),
    every(SWEEP_MS, 'sweep-sessions-and-counters', deps.log, () => Promise.all(deps.sweeps.map((sweep) => sweep()))),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
