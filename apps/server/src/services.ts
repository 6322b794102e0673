import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import { loadContent } from './content/content-store.ts';
import type { Database } from './db/connect.ts';
import { createUserEvents } from './events/user-events.ts';
import { createPrecompressor } from './http/precompressed.ts';
import { buildVersion } from './metrics/build-version.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createAdminExports } from './modules/admin/admin-exports.ts';
import { createAdminGrants } from './modules/admin/admin-grants.service.ts';
import { createAdminLists } from './modules/admin/admin-lists.service.ts';
import { createAdminOverview } from './modules/admin/admin-overview.ts';
import { createAdminPaymentCheck } from './modules/admin/admin-payments.service.ts';
import { createAuthRepositories } from './modules/auth/auth.repositories.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createDeviceCookie } from './modules/auth/device-cookie.ts';
import { createDeviceTokens } from './modules/auth/device-tokens.ts';
import { createGoogleAccounts } from './modules/auth/google-sign-in.service.ts';
import { createAdminPromotion } from './modules/auth/listed-admins.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createMailedLinks } from './modules/auth/mailed-links.service.ts';
import { createPasswordWork } from './modules/auth/passwords.ts';
import { createPhoneCodes } from './modules/auth/phone-codes.service.ts';
import { createSessionCookie, sessionGuards } from './modules/auth/session-cookie.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createWaysIn } from './modules/auth/ways-in.service.ts';
import { createDeliveries } from './modules/deliveries/deliveries.service.ts';
import { createExamsService } from './modules/exams/exams.service.ts';
import { createItemStats } from './modules/item-stats/item-stats.service.ts';
import { createLessonReads } from './modules/lessons/lesson-reads.repository.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import type { LearningDeps } from './modules/practice/learning-deps.ts';
import { createPracticeService } from './modules/practice/practice.service.ts';
import { createRateLimits } from './modules/rate-limits/rate-limits.repository.ts';
import { createRecalibrationSource } from './modules/recalibration/recalibration.source.ts';
import { createMessagesService } from './modules/schools/messages.service.ts';
import { createSchoolsService } from './modules/schools/schools.service.ts';
import { createSeatsService } from './modules/schools/seats.service.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { createGoogleOidc } from './providers/google/google-oidc.ts';
import { createOutboxMailer } from './providers/mail/outbox-mailer.ts';
import { createSmtpMailer } from './providers/mail/smtp-mailer.ts';
import { createOutboxRepository } from './providers/outbox/outbox.repository.ts';
import { selectPaymentProviders } from './providers/payments/select-providers.ts';
import { createSimulatorRepository } from './providers/payments/simulator/simulator.repository.ts';
import { createSimulatorBooks } from './providers/payments/simulator/simulator-books.ts';
import type { SimulatorSettings } from './providers/payments/simulator/simulator-settings.ts';
import { selectSmsSender } from './providers/sms/select-sms.ts';

/** What the services are built from: the settings, the database, the app's clock and log. */
export interface ServiceDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  /** For the connection that LISTENs for events from other instances. */
  databaseUrl: string;
  clock: () => Date;
  simulator?: Partial<SimulatorSettings>;
  log: FastifyBaseLogger;
}

/** Every service the routes and the background jobs use, each built once; nothing here touches the app. */
export function buildServices({
  config,
  db,
  pool,
  databaseUrl,
  clock,
  simulator: simulatorOverrides,
  log,
}: ServiceDeps) {
  const passwords = createPasswordWork(config.passwordWork);
  const events = createUserEvents(databaseUrl, log);
  const metrics = createMetrics({
    pool,
    passwordsWaiting: passwords.waiting,
    listening: events.listening,
    version: buildVersion(config.contentDist),
  });

  const limits = createRateLimits(db);
  const outbox = createOutboxRepository(db);
  const mailer =
    config.mail.kind === 'smtp' ? createSmtpMailer(config.mail.url, config.mail.from) : createOutboxMailer(outbox);
  const sms = selectSmsSender(config.sms, outbox);
  const deliveries = createDeliveries({ db, mailer, sms, clock, log, metrics: metrics.app });
  const authRepos = createAuthRepositories(db);
  const messages = createMessagesService({ db, deliveries, clock, log, publicUrl: config.publicUrl });
  const promoteListedAdmin = createAdminPromotion({ emails: config.adminEmails, phones: config.adminPhones }, clock);
  const waysIn = createWaysIn({ repos: authRepos, deliveries, clock, publicUrl: config.publicUrl });
  const sessions = createSessionsService({ repos: authRepos, clock, sessionDays: config.sessionDays });
  const links = createMailedLinks({
    repos: authRepos,
    limits,
    deliveries,
    clock,
    publicUrl: config.publicUrl,
    promoteListedAdmin,
  });
  const auth = createAuthService({
    repos: authRepos,
    throttle: createLoginThrottle(limits),
    deliveries,
    passwords,
    clock,
    publicUrl: config.publicUrl,
    promoteListedAdmin,
    waysIn,
    sessions,
    links,
    deviceTokens: createDeviceTokens(clock),
  });
  const cookie = createSessionCookie(config.secureCookies, config.sessionDays);
  const devices = createDeviceCookie(config.secureCookies);
  const guards = sessionGuards(sessions, cookie);
  const phoneCodes = createPhoneCodes({
    repos: authRepos,
    limits,
    sms,
    clock,
    log,
    budget: config.smsBudget,
    secret: config.codeSecret,
    publicUrl: config.publicUrl,
    promoteListedAdmin,
    openSession: sessions.openSession,
  });
  const google = config.google
    ? {
        oidc: createGoogleOidc(config.google, `${config.publicUrl}/auth/google/callback`),
        accounts: createGoogleAccounts({
          repos: authRepos,
          waysIn,
          clock,
          promoteListedAdmin,
          openSession: sessions.openSession,
        }),
      }
    : null;

  const { providers, simulator } = selectPaymentProviders(config, simulatorOverrides);
  const subscriptions = createSubscriptionsService({ db, clock });
  const payments = createPaymentsService({ db, providers, clock, log, metrics: metrics.app });
  const simulatorBooks = simulator ? createSimulatorBooks(createSimulatorRepository(db), simulator, log) : null;

  const adminLists = createAdminLists(pool, clock);
  const admin = {
    lists: adminLists,
    exports: createAdminExports(pool, clock),
    grants: createAdminGrants({ db, clock }),
    overview: createAdminOverview(pool, clock),
    checkPayment: createAdminPaymentCheck({ db, payments, lists: adminLists }),
  };

  const content = loadContent(config.contentDist);
  const learning: LearningDeps = {
    db,
    content,
    subscriptions,
    clock,
  };
  const recalibration = createRecalibrationSource(pool, clock, log);
  const exams = createExamsService({ ...learning, recalibration, log, metrics: metrics.app });
  const practice = createPracticeService({ ...learning, recalibration, metrics: metrics.app });
  const itemStats = createItemStats({ db, content });
  const schools = createSchoolsService({
    db,
    auth,
    exams,
    readinessOf: practice.readinessOf,
    deliveries,
    clock,
    publicUrl: config.publicUrl,
  });

  return {
    clock,
    metrics,
    limits,
    outbox,
    deliveries,
    authRepos,
    auth,
    sessions,
    links,
    cookie,
    devices,
    guards,
    phoneCodes,
    waysIn,
    google,
    events,
    subscriptions,
    payments,
    simulatorBooks,
    admin,
    content,
    precompress: createPrecompressor(config.cacheDir),
    lessonReads: createLessonReads(db),
    exams,
    practice,
    itemStats,
    recalibration,
    schools,
    seats: createSeatsService({ db, clock }),
    messages,
  };
}

export type Services = ReturnType<typeof buildServices>;
