import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import { MEDIA_DIR } from './content/content-store.ts';
import { MEDIA_PREFIX } from './content/media.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { languageRoutes } from './modules/account/language.routes.ts';
import { profileRoutes } from './modules/account/profile.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { formPostRoutes } from './modules/auth/form-posts.routes.ts';
import { googleSignInRoutes } from './modules/auth/google-sign-in.routes.ts';
import { phoneCodesRoutes } from './modules/auth/phone-codes.routes.ts';
import { waysInRoutes } from './modules/auth/ways-in.routes.ts';
import { calibrationRoutes } from './modules/calibration/calibration.routes.ts';
import { createCalibrationReader } from './modules/calibration/calibration.sql.ts';
import { outboxPage } from './modules/dev/outbox.page.ts';
import { phonePage } from './modules/dev/phone.page.ts';
import { signsPage } from './modules/dev/signs.page.ts';
import { examFormRoutes } from './modules/exams/exam-form.routes.ts';
import { examsRoutes } from './modules/exams/exams.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { itemStatsRoutes } from './modules/item-stats/item-stats.routes.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { messagesRoutes } from './modules/schools/messages.routes.ts';
import { schoolsRoutes } from './modules/schools/schools.routes.ts';
import { seatsRoutes } from './modules/schools/seats.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { airtelSimulatorRoutes } from './providers/payments/simulator/airtel-simulator.routes.ts';
import { mtnSimulatorRoutes } from './providers/payments/simulator/mtn-simulator.routes.ts';
import type { Services } from './services.ts';
import { serveImmutableFiles } from './web/immutable-files.ts';

/** Every API route, the lessons' pictures and the dev pages; the web app (`serveSpa`) comes after them. */
export function registerRoutes(
  app: FastifyInstance,
  services: Services,
  { config, pool }: { config: Config; pool: pg.Pool },
) {
  const { auth, cookie, devices, guards, clock, content, subscriptions, messages, simulatorBooks: books } = services;
  const mediaDir = join(config.contentDist, MEDIA_DIR);
  metricsRoutes(app, services.metrics, config.metricsToken);
  healthRoutes(app, pool, services.events.listening);
  authRoutes(app, {
    auth,
    sessions: services.sessions,
    links: services.links,
    cookie,
    devices,
    guards,
    unreadOf: messages.unread,
  });
  formPostRoutes(app, { auth, cookie, devices });
  phoneCodesRoutes(app, { phoneCodes: services.phoneCodes, cookie, guards, unreadOf: messages.unread });
  waysInRoutes(app, { waysIn: services.waysIn, guards });
  if (services.google)
    googleSignInRoutes(app, {
      google: services.google.oidc,
      accounts: services.google.accounts,
      cookie,
      publicUrl: config.publicUrl,
      secureCookies: config.secureCookies,
    });
  profileRoutes(app, { users: services.authRepos.users, guards, clock });
  languageRoutes(app, { users: services.authRepos.users, guards, clock, secureCookies: config.secureCookies });
  adminRoutes(app, { ...services.admin, deliveries: services.deliveries, guards });
  itemStatsRoutes(app, { itemStats: services.itemStats, guards, clock });
  calibrationRoutes(app, { read: createCalibrationReader(pool, services.recalibration), guards, clock });
  subscriptionsRoutes(app, { subscriptions, guards });
  paymentsRoutes(app, { payments: services.payments, guards, events: services.events, clock });
  lessonsRoutes(app, {
    content,
    mediaDir,
    subscriptions,
    guards,
    precompress: services.precompress,
    reads: services.lessonReads,
    clock,
  });
  examsRoutes(app, { exams: services.exams, guards });
  examFormRoutes(app, { exams: services.exams, guards });
  practiceRoutes(app, { practice: services.practice, guards });
  schoolsRoutes(app, { schools: services.schools, cookie, devices, guards });
  seatsRoutes(app, { seats: services.seats, guards });
  messagesRoutes(app, { messages, guards });
  serveImmutableFiles(app, mediaDir, MEDIA_PREFIX);
  if ((config.mail.kind === 'outbox' || config.sms.kind === 'outbox') && config.devTools)
    outboxPage(app, services.outbox);
  if (config.devTools) signsPage(app, content.signs);
  if (books) {
    mtnSimulatorRoutes(app, books);
    airtelSimulatorRoutes(app, books);
    phonePage(app, books);
  }
}
