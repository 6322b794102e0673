import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import { loadContent, MEDIA_DIR } from './content/content-store.ts';
import { MEDIA_PREFIX } from './content/media.ts';
import type { Database } from './db/connect.ts';
import { createUserEvents } from './events/user-events.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { createPrecompressor } from './http/precompressed.ts';
import { installRequestGuards } from './http/request-guards.ts';
import { sameOriginGuard } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { logRequests, serverOptions } from './http/server-options.ts';
import { zodValidatorCompiler } from './http/zod-validation.ts';
import { startBackgroundJobs } from './jobs/background-jobs.ts';
import { inJob } from './jobs/job-context.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { createMetrics } from './metrics/metrics.ts';
import { profileRoutes } from './modules/account/profile.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminExports } from './modules/admin/admin-exports.ts';
import { createAdminGrants } from './modules/admin/admin-grants.service.ts';
import { createAdminLists } from './modules/admin/admin-lists.service.ts';
import { createAdminOverview } from './modules/admin/admin-overview.ts';
import { createAdminPaymentCheck } from './modules/admin/admin-payments.service.ts';
import { createAuthRepositories } from './modules/auth/auth.repositories.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createDeviceCookie } from './modules/auth/device-cookie.ts';
import { formPostRoutes } from './modules/auth/form-posts.routes.ts';
import { googleSignInRoutes } from './modules/auth/google-sign-in.routes.ts';
import { createGoogleAccounts } from './modules/auth/google-sign-in.service.ts';
import { createAdminPromotion } from './modules/auth/listed-admins.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createPasswordWork } from './modules/auth/passwords.ts';
import { phoneCodesRoutes } from './modules/auth/phone-codes.routes.ts';
import { createPhoneCodes } from './modules/auth/phone-codes.service.ts';
import { createSessionCookie, sessionGuards } from './modules/auth/session-cookie.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { waysInRoutes } from './modules/auth/ways-in.routes.ts';
import { createWaysIn } from './modules/auth/ways-in.service.ts';
import { createDeliveries, type Deliveries } from './modules/deliveries/deliveries.service.ts';
import { outboxPage } from './modules/dev/outbox.page.ts';
import { phonePage } from './modules/dev/phone.page.ts';
import { signsPage } from './modules/dev/signs.page.ts';
import { installTestClock } from './modules/dev/test-clock.ts';
import { examsRoutes } from './modules/exams/exams.routes.ts';
import { createExamsService, type ExamsService } from './modules/exams/exams.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLessonReads } from './modules/lessons/lesson-reads.repository.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service.ts';
import type { LearningDeps } from './modules/practice/learning-deps.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { createPracticeService } from './modules/practice/practice.service.ts';
import { createRateLimits } from './modules/rate-limits/rate-limits.repository.ts';
import { messagesRoutes } from './modules/schools/messages.routes.ts';
import { createMessagesService, type MessagesService } from './modules/schools/messages.service.ts';
import { schoolsRoutes } from './modules/schools/schools.routes.ts';
import { createSchoolsService } from './modules/schools/schools.service.ts';
import { seatsRoutes } from './modules/schools/seats.routes.ts';
import { createSeatsService } from './modules/schools/seats.service.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from './modules/subscriptions/subscriptions.service.ts';
import { createGoogleOidc } from './providers/google/google-oidc.ts';
import { createOutboxMailer } from './providers/mail/outbox-mailer.ts';
import { createSmtpMailer } from './providers/mail/smtp-mailer.ts';
import { createOutboxRepository } from './providers/outbox/outbox.repository.ts';
import { selectPaymentProviders } from './providers/payments/select-providers.ts';
import { airtelSimulatorRoutes } from './providers/payments/simulator/airtel-simulator.routes.ts';
import { mtnSimulatorRoutes } from './providers/payments/simulator/mtn-simulator.routes.ts';
import { createSimulatorRepository } from './providers/payments/simulator/simulator.repository.ts';
import { createSimulatorBooks } from './providers/payments/simulator/simulator-books.ts';
import type { SimulatorSettings } from './providers/payments/simulator/simulator-settings.ts';
import { selectSmsSender } from './providers/sms/select-sms.ts';
import { serveImmutableFiles } from './web/immutable-files.ts';
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

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      payments: PaymentsService;
      subscriptions: SubscriptionsService;
      exams: ExamsService;
      messages: MessagesService;
      deliveries: Deliveries;
    };
  }
}

/** The whole HTTP app from its dependencies; main.ts and the tests both build it here. */
export async function buildApp({
  config,
  db,
  pool,
  databaseUrl,
  clock: baseClock = () => new Date(),
  simulator: simulatorOverrides,
  logStream,
}: AppDeps) {
  const app = Fastify(serverOptions(config, logStream));
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

  const passwords = createPasswordWork(config.passwordWork);
  const metrics = createMetrics({ pool, passwordsWaiting: passwords.waiting });
  metricsRoutes(app, metrics, config.metricsToken);

  const limits = createRateLimits(db);
  const outbox = createOutboxRepository(db);
  const mailer =
    config.mail.kind === 'smtp' ? createSmtpMailer(config.mail.url, config.mail.from) : createOutboxMailer(outbox);
  const sms = selectSmsSender(config.sms, outbox);
  const deliveries = createDeliveries({ db, mailer, sms, clock, log: app.log, metrics: metrics.app });
  const authRepos = createAuthRepositories(db);
  const messages = createMessagesService({ db, deliveries, clock, log: app.log, publicUrl: config.publicUrl });
  const promoteListedAdmin = createAdminPromotion({ emails: config.adminEmails, phones: config.adminPhones }, clock);
  const waysIn = createWaysIn({ repos: authRepos, deliveries, clock, publicUrl: config.publicUrl });
  const auth = createAuthService({
    repos: authRepos,
    throttle: createLoginThrottle(limits),
    limits,
    deliveries,
    passwords,
    clock,
    settings: {
      publicUrl: config.publicUrl,
      sessionDays: config.sessionDays,
    },
    promoteListedAdmin,
    waysIn,
  });
  const cookie = createSessionCookie(config.secureCookies, config.sessionDays);
  const devices = createDeviceCookie(config.secureCookies);
  const guards = sessionGuards(auth, cookie);
  const phoneCodes = createPhoneCodes({
    repos: authRepos,
    limits,
    sms,
    clock,
    log: app.log,
    budget: config.smsBudget,
    secret: config.codeSecret,
    publicUrl: config.publicUrl,
    promoteListedAdmin,
    openSession: auth.openSession,
  });

  const events = createUserEvents(databaseUrl, app.log);
  const { providers, simulator } = selectPaymentProviders(config, simulatorOverrides);
  const subscriptions = createSubscriptionsService({ db, clock });
  const payments = createPaymentsService({ db, providers, clock, log: app.log, metrics: metrics.app });

  healthRoutes(app, pool);
  authRoutes(app, { auth, cookie, devices, guards, unreadOf: messages.unread });
  formPostRoutes(app, { auth, cookie, devices });
  phoneCodesRoutes(app, { phoneCodes, cookie, guards, unreadOf: messages.unread });
  waysInRoutes(app, { waysIn, guards });
  if (config.google)
    googleSignInRoutes(app, {
      google: createGoogleOidc(config.google, `${config.publicUrl}/auth/google/callback`),
      accounts: createGoogleAccounts({
        repos: authRepos,
        waysIn,
        clock,
        promoteListedAdmin,
        openSession: auth.openSession,
      }),
      cookie,
      publicUrl: config.publicUrl,
      secureCookies: config.secureCookies,
    });
  profileRoutes(app, { users: authRepos.users, guards, clock });
  const adminLists = createAdminLists(pool, clock);
  adminRoutes(app, {
    lists: adminLists,
    exports: createAdminExports(pool, clock),
    grants: createAdminGrants({ db, clock }),
    overview: createAdminOverview(pool, clock),
    checkPayment: createAdminPaymentCheck({ db, payments, lists: adminLists }),
    deliveries,
    guards,
  });
  subscriptionsRoutes(app, { subscriptions, guards });
  paymentsRoutes(app, { payments, guards, events, clock });
  const content = loadContent(config.contentDist);
  const learning: LearningDeps = {
    db,
    bank: content.questions,
    lessons: content.lessons,
    signs: content.signs,
    subscriptions,
    clock,
  };
  const exams = createExamsService({ ...learning, log: app.log, metrics: metrics.app });
  const precompress = createPrecompressor(config.cacheDir);
  lessonsRoutes(app, {
    content,
    mediaDir: join(config.contentDist, MEDIA_DIR),
    subscriptions,
    guards,
    precompress,
    reads: createLessonReads(db),
    clock,
  });
  examsRoutes(app, { exams, guards });
  const practice = createPracticeService({ ...learning, metrics: metrics.app });
  practiceRoutes(app, { practice, guards });
  schoolsRoutes(app, {
    schools: createSchoolsService({
      db,
      auth,
      exams,
      readinessOf: practice.readinessOf,
      deliveries,
      clock,
      publicUrl: config.publicUrl,
    }),
    cookie,
    devices,
    guards,
  });
  seatsRoutes(app, { seats: createSeatsService({ db, clock }), guards });
  messagesRoutes(app, { messages, guards });
  serveImmutableFiles(app, join(config.contentDist, MEDIA_DIR), MEDIA_PREFIX);
  if ((config.mail.kind === 'outbox' || config.sms.kind === 'outbox') && config.devTools) outboxPage(app, outbox);
  if (config.devTools) signsPage(app, content.signs);
  if (simulator) {
    const books = createSimulatorBooks(createSimulatorRepository(db), simulator, app.log);
    mtnSimulatorRoutes(app, books);
    airtelSimulatorRoutes(app, books);
    phonePage(app, books);
  }

  // Reached by tests that drive a job by hand (the expiry sweep) instead of waiting for its timer.
  app.decorate('services', { payments, subscriptions, exams, messages, deliveries });

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
        () => createSessionsRepository(db).sweep(clock()),
        () => authRepos.phoneCodes.sweep(clock()),
        () => authRepos.devices.sweep(clock()),
        () => deliveries.sweep(),
      ],
      reconcileMs: config.payments.reconcileMs,
      reminders: { send: () => messages.remindDue(), everyMs: config.remindersMs },
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await stopJobs();
    await events.close();
  });
  await serveSpa(app, config.webDist, config.site, guards.loadUser, precompress);
  return app;
}
