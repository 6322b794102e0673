import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import type { SubscriptionsService } from '../modules/subscriptions/subscriptions.service.ts';
import { inJob } from './job-context.ts';

const SWEEP_MS = 60_000;

/**
 * Runs `work` every `ms`, never two at once, logging rather than dying on a failure. Stopping waits
 * for the run under way, so it finishes before the database pool closes.
 */
function every(ms: number, name: string, deps: Pick<JobDeps, 'log' | 'metrics'>, work: () => Promise<unknown>) {
  deps.metrics?.jobsRunning([name]);
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= inJob(name, () =>
      work().then(
        () => {},
        (err: unknown) => {
          deps.log.error({ err }, 'background job failed');
          deps.metrics?.jobFailed(name);
        },
      ),
    ).finally(() => {
      running = null;
    });
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * The reconciler (pending payments, with backoff, claimed with row locks so each is checked by one
 * instance), the retries of mail and SMS that failed, the sweep that writes `expired` on ended
 * subscriptions, schools' reminders, and the sweeps that grade exams whose time ran out and delete
 * ended sessions and old counters.
 */
interface JobDeps {
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  sweeps: (() => Promise<unknown>)[];
  reconcileMs: number;
  /** Schools' day-before reminders, on their own pace. */
  reminders: { send: () => Promise<unknown>; everyMs: number };
  /** Mail and SMS due a try (a new one is sent at once on its NOTIFY; this picks up the retries). */
  deliveries: { send: () => Promise<unknown>; everyMs: number };
  log: FastifyBaseLogger;
  /** Counts each job's failed rounds, by its name, from zero (`/metrics`). */
  metrics?: { jobFailed(job: string): void; jobsRunning(jobs: readonly string[]): void };
}

export function startBackgroundJobs(deps: JobDeps) {
  const stops = [
    // Each provider on its own: one that answers slowly does not hold up the other's payments.
    ...deps.payments.methods.map((method) =>
      every(deps.reconcileMs, `reconcile-${method}`, deps, () =>
        deps.payments.reconcileProvider(method, deps.reconcileMs),
      ),
    ),
    every(SWEEP_MS, 'expire-subscriptions', deps, () => deps.subscriptions.expireEnded()),
    every(deps.reminders.everyMs, 'school-reminders', deps, deps.reminders.send),
    every(deps.deliveries.everyMs, 'deliveries', deps, deps.deliveries.send),
    every(SWEEP_MS, 'sweep-sessions-and-counters', deps, () => Promise.all(deps.sweeps.map((sweep) => sweep()))),
  ];
  return () => Promise.all(stops.map((stop) => stop()));
}
