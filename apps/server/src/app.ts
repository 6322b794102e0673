import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installRequestGuards } from './http/request-guards.ts';
import { sameOriginGuard } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { logRequests, serverOptions } from './http/server-options.ts';
import { zodValidatorCompiler } from './http/zod-validation.ts';
import { startBackgroundJobs } from './jobs/background-jobs.ts';
import { inJob } from './jobs/job-context.ts';
import { installTestClock } from './modules/dev/test-clock.ts';
import { backfillItemStatsOnce } from './modules/item-stats/item-stats-backfill.ts';
import { rebuildEvidenceOnce } from './modules/practice/evidence-rebuild.ts';
import type { SimulatorSettings } from './providers/payments/simulator/simulator-settings.ts';
import { registerRoutes } from './routes.ts';
import { buildServices, type Services } from './services.ts';
import { serveSpa } from './web/spa.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  /** For the connection that LISTENs for events from other instances. */
  databaseUrl: string;
  clock?: () => Date;
  /** Tests adjust the payment simulators (drop callbacks, shorter time-outs). */
  simulator?: Partial<SimulatorSettings>;
  /** Tests read the log lines. */
  logStream?: { write(line: string): void };
}

/**
 * The whole HTTP app from its dependencies, and the services behind it (the tests drive a job by hand
 * through them, such as the expiry sweep); main.ts and the tests both build it here.
 */
export async function buildApp(deps: AppDeps) {
  const { config, db, pool, databaseUrl, simulator, logStream } = deps;
  const app = Fastify(serverOptions(config, logStream));
  const clock = await installHttp(app, config, pool, deps.clock ?? (() => new Date()));
  const services = buildServices({ config, db, pool, databaseUrl, clock, simulator, log: app.log });
  await rebuildEvidenceOnce(db, services.content.questions);
  await backfillItemStatsOnce(db, services.content.questions);
  registerRoutes(app, services, { config, pool });
  runJobsWhileOpen(app, services, config);
  await serveSpa(app, config.webDist, config.site, services.guards, services.precompress);
  return { app, services };
}

/**
 * The app-wide hooks and plugins, before any route: validation, guards, errors, logs, headers,
 * cookies. Returns the app's clock (moved by hand under TEST_CLOCK).
 */
async function installHttp(app: FastifyInstance, config: Config, pool: pg.Pool, baseClock: () => Date) {
  // A connection the database closes while idle (restart, failover) must not crash the app. After
  // close, pool.end() leaves sockets closing while the embedded database stops: expected, not logged.
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  pool.on('error', (err) => closed || app.log.warn({ err }, 'idle database connection closed'));
  app.setValidatorCompiler(zodValidatorCompiler);
  app.removeContentTypeParser('text/plain');
  installRequestGuards(app);
  installErrorHandling(app);
  logRequests(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, { videoUrl: config.site.introVideoUrl, hsts: config.secureCookies });
  compressAnswers(app);
  await app.register(fastifyCookie, { secret: config.codeSecret }); // signs the Google sign-in's cookie
  const clock = config.testClock ? installTestClock(app, baseClock) : baseClock;
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', sameOriginGuard(config.publicUrl));
  return clock;
}

/** The events listener and the background jobs: started once the app is ready, stopped when it closes. */
function runJobsWhileOpen(app: FastifyInstance, services: Services, config: Config) {
  const { events, deliveries, payments, subscriptions, exams, limits, authRepos, messages, clock } = services;
  let stopJobs: () => Promise<unknown> = async () => {};
  app.addHook('onReady', async () => {
    await events.start();
    events.onDeliveriesQueued(() => void inJob('deliveries', deliveries.sendDue));
    stopJobs = startBackgroundJobs({
      payments,
      subscriptions,
      deliveries: { send: deliveries.sendDue, everyMs: config.deliveriesMs },
      sweeps: [
        () => exams.finishOverdue(),
        () => limits.sweep(clock()),
        () => authRepos.sessions.sweep(clock()),
        () => authRepos.phoneCodes.sweep(clock()),
        () => authRepos.devices.sweep(clock()),
        () => deliveries.sweep(),
      ],
      reconcileMs: config.payments.reconcileMs,
      reminders: { send: () => messages.remindDue(), everyMs: config.remindersMs },
      log: app.log,
      metrics: services.metrics,
    });
  });
  app.addHook('onClose', async () => {
    await stopJobs();
    await events.close();
  });
}
