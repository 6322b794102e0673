import { PAYMENT_METHODS } from '@provisoire/domain';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the app counts as it works; services get it as an adapter, and tests may leave it out. */
export interface AppMetrics {
  paymentStarted(provider: string): void;
  paymentSettled(provider: string, state: 'paid' | 'failed'): void;
  paymentMismatch(provider: string): void;
  examAnswer(): void;
  practiceAnswer(source: 'practice' | 'check'): void;
  delivery(channel: 'email' | 'sms', outcome: 'sent' | 'retry' | 'failed'): void;
}

export const noMetrics: AppMetrics = {
  paymentStarted() {},
  paymentSettled() {},
  paymentMismatch() {},
  examAnswer() {},
  practiceAnswer() {},
  delivery() {},
};

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const CHANNELS = ['email', 'sms'];

interface Sources {
  pool: pg.Pool;
  passwordsWaiting: () => number;
  listening: () => boolean;
  /** The build this instance runs (`app_info`). */
  version: string;
}

/** Read at each scrape, in one statement: what waits to be sent or settled, and for how long. */
const WAITING = `SELECT
  (SELECT count(*) FROM deliveries WHERE status = 'pending')::int AS deliveries,
  (SELECT extract(epoch FROM now() - min(created_at)) FROM deliveries WHERE status = 'pending')::float AS oldest,
  (SELECT count(*) FROM payments WHERE status = 'pending')::int AS payments`;

/**
 * One registry per app (tests build several in one process): requests by route pattern, payments,
 * answers, mail and SMS tries and what waits, background jobs' failures, the events listener, the
 * password queue, the pool, and Node's own (event-loop delay, memory, GC). Labelled counters start at
 * zero for every label an operator draws a rate of.
 */
export function createMetrics(sources: Sources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered requests by method, route pattern and status, with their durations',
    labelNames: ['method', 'route', 'status'],
    // few series a route: a scrape stays small however many odd requests came (a fuzz made it 800 KB)
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const started = new Counter({
    name: 'payments_started_total',
    help: 'Payments started, by provider',
    labelNames: ['provider'],
    registers,
  });
  const settled = new Counter({
    name: 'payments_settled_total',
    help: 'Payments settled, by provider and state (paid or failed)',
    labelNames: ['provider', 'state'],
    registers,
  });
  const mismatches = new Counter({
    name: 'payment_mismatches_total',
    help: 'Provider reports of paid that did not match the payment (amount, currency or reference)',
    labelNames: ['provider'],
    registers,
  });
  const examAnswers = new Counter({ name: 'exam_answers_total', help: 'Exam answers saved', registers });
  const practiceAnswers = new Counter({
    name: 'practice_answers_total',
    help: 'Practice and self-check answers counted (a retried request counts once)',
    labelNames: ['source'],
    registers,
  });
  const deliveries = new Counter({
    name: 'deliveries_total',
    help: 'Mail and SMS tries, by channel and outcome (sent, retry later, failed for good)',
    labelNames: ['channel', 'outcome'],
    registers,
  });
  /** A gauge read at each scrape (awaited when the reading is). */
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(await read());
      },
    });
  gauge('password_checks_waiting', 'Password hashes and checks waiting for their turn', sources.passwordsWaiting);
  new Gauge({
    name: 'app_info',
    help: 'The build this instance runs (its fingerprint) and its Node, always 1',
    labelNames: ['version', 'node'],
    registers,
  }).set({ version: sources.version, node: process.version }, 1);
  const jobFailures = new Counter({
    name: 'background_job_failures_total',
    help: 'Rounds of a background job that failed (the payments reconciler, mail and SMS, the sweeps), by job',
    labelNames: ['job'],
    registers,
  });
  const waiting = { deliveries: 0, oldest: 0, payments: 0 };
  // one read for the three gauges of a scrape (collected together); a failed read keeps the last figures
  let reading: Promise<typeof waiting> | null = null;
  const readWaiting = () =>
    (reading ??= sources.pool
      .query<typeof waiting>(WAITING)
      .then(({ rows: [row] }) => {
        if (row) Object.assign(waiting, { ...row, oldest: row.oldest ?? 0 });
      })
      .catch(() => {})
      .then(() => waiting)
      .finally(() => {
        reading = null;
      }));
  gauge(
    'deliveries_waiting',
    'Mail and SMS queued and not yet sent (retrying ones included)',
    async () => (await readWaiting()).deliveries,
  );
  gauge(
    'deliveries_oldest_waiting_seconds',
    'How long the oldest mail or SMS not yet sent has waited; 0 when none waits',
    async () => (await readWaiting()).oldest,
  );
  gauge(
    'payments_pending',
    'Payments started and not yet settled (the payer may still approve them)',
    async () => (await readWaiting()).payments,
  );
  gauge(
    'event_listener_up',
    'Whether the connection that hears the other instances (payments, sign-outs, mail queued) is up: 1 or 0',
    () => (sources.listening() ? 1 : 0),
  );
  const { pool } = sources;
  gauge('db_pool_connections_total', 'Connections the database pool holds', () => pool.totalCount);
  gauge('db_pool_connections_idle', 'Pool connections idle', () => pool.idleCount);
  gauge('db_pool_clients_waiting', 'Queries waiting for a pool connection', () => pool.waitingCount);

  // at zero from the first scrape, so a rate of each can be drawn at once
  for (const provider of PAYMENT_METHODS) {
    started.inc({ provider }, 0);
    mismatches.inc({ provider }, 0);
    for (const state of ['paid', 'failed']) settled.inc({ provider, state }, 0);
  }
  for (const channel of CHANNELS)
    for (const outcome of ['sent', 'retry', 'failed']) deliveries.inc({ channel, outcome }, 0);
  for (const source of ['practice', 'check']) practiceAnswers.inc({ source }, 0);

  const app: AppMetrics = {
    paymentStarted: (provider) => started.inc({ provider }),
    paymentSettled: (provider, state) => settled.inc({ provider, state }),
    paymentMismatch: (provider) => mismatches.inc({ provider }),
    examAnswer: () => examAnswers.inc(),
    practiceAnswer: (source) => practiceAnswers.inc({ source }),
    delivery: (channel, outcome) => deliveries.inc({ channel, outcome }),
  };
  return {
    registry,
    app,
    /** A background job's round failed (`jobs/background-jobs.ts`); `jobs` at zero from the start. */
    jobFailed: (job: string) => jobFailures.inc({ job }),
    jobsRunning: (jobs: readonly string[]) => {
      for (const job of jobs) jobFailures.inc({ job }, 0);
    },
    /**
     * A request answered: its route's pattern, never its URL (ids and tokens would explode the series),
     * its method if HTTP's own, its status by class (`4xx`).
     */
    request(method: string, route: string, status: number, seconds: number) {
      const known = KNOWN_METHODS.has(method) ? method : 'other';
      requests.observe({ method: known, route, status: `${Math.floor(status / 100)}xx` }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
