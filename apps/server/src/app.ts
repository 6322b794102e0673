import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { sameOriginGuard } from './http/same-origin.ts';
import { zodValidatorCompiler } from './http/zod-validation.ts';
import { createAuthRepositories } from './modules/auth/auth.repositories.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createSessionCookie, sessionGuards } from './modules/auth/session-cookie.ts';
import { outboxPage } from './modules/dev/outbox.page.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createOutboxMailer } from './providers/mail/outbox-mailer.ts';
import { createSmtpMailer } from './providers/mail/smtp-mailer.ts';
import { createOutboxRepository } from './providers/outbox/outbox.repository.ts';
import { serveSpa } from './web/spa.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  clock?: () => Date;
}

const BODY_LIMIT = 64 * 1024;

/** The whole HTTP app from its dependencies; main.ts and the tests both build it here. */
export async function buildApp({ config, db, pool, clock = () => new Date() }: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.env === 'production',
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const videoOrigin = config.site.introVideoUrl ? new URL(config.site.introVideoUrl).origin : null;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: videoOrigin ? [videoOrigin] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.secureCookies,
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.addHook('onRequest', sameOriginGuard(config.publicUrl));

  const outbox = createOutboxRepository(db);
  const mailer =
    config.mail.kind === 'smtp' ? createSmtpMailer(config.mail.url, config.mail.from) : createOutboxMailer(outbox);
  const auth = createAuthService({
    repos: createAuthRepositories(db),
    throttle: createLoginThrottle(db),
    mailer,
    clock,
    log: app.log,
    settings: {
      publicUrl: config.publicUrl,
      sessionDays: config.sessionDays,
      adminEmails: config.adminEmails,
    },
  });
  const cookie = createSessionCookie(config.secureCookies, config.sessionDays);
  const guards = sessionGuards(auth, cookie);

  healthRoutes(app, pool);
  authRoutes(app, { auth, cookie, guards });
  if (config.mail.kind === 'outbox') outboxPage(app, outbox);
  await serveSpa(app, config.webDist, config.site);
  return app;
}
