import {
  AddEmailSchema,
  ChangePasswordSchema,
  LoginSchema,
  LogoutSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SignUpSchema,
  VerifyEmailSchema,
} from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { languageOf } from '../../http/request-language.ts';
import { userAgentOf } from '../../http/user-agent.ts';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';
import type { AuthService } from './auth.service.ts';
import type { DeviceCookie } from './device-cookie.ts';
import type { MailedLinks } from './mailed-links.service.ts';
import { presentSignedIn, presentUser, type UnreadOf } from './present-user.ts';
import { type SessionCookie, type SessionGuards, signedIn, signedInSession } from './session-cookie.ts';
import type { SessionsService } from './sessions.service.ts';

interface Deps {
  auth: AuthService;
  sessions: SessionsService;
  links: MailedLinks;
  cookie: SessionCookie;
  /** Remembers the browsers that signed in (OWASP's device cookies): see login-throttle.ts. */
  devices: DeviceCookie;
  guards: SessionGuards;
  unreadOf: UnreadOf;
}

export function authRoutes(app: FastifyInstance, { auth, sessions, links, cookie, devices, guards, unreadOf }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  apiRoute(app, 'POST /api/auth/sign-up', { schema: { body: SignUpSchema } }, async (req, reply) => {
    const { user, token, device } = await auth.signUp(req.body, userAgentOf(req), { language: languageOf(req) });
    cookie.set(reply, token);
    devices.remember(reply, devices.read(req), device);
    return reply.status(201).send({ user: presentUser(user) });
  });

  apiRoute(app, 'POST /api/auth/login', { schema: { body: LoginSchema } }, async (req, reply) => {
    const held = devices.read(req);
    const { user, token, device } = await auth.login(req.body, req.ip, userAgentOf(req), held);
    cookie.set(reply, token);
    devices.remember(reply, held, device);
    return { user: await presentSignedIn(user, unreadOf) };
  });

  apiRoute(
    app,
    'POST /api/auth/password',
    { preHandler: guards.requireUser, schema: { body: ChangePasswordSchema } },
    async (req, reply) => {
      const { user, session } = signedInSession(req);
      await auth.changePassword(user, session, req.body, req.ip, devices.read(req));
      return reply.status(204).send();
    },
  );

  // The devices signed in to this account, and a way to sign all the others out.
  apiRoute(app, 'GET /api/auth/sessions', { preHandler: guards.requireUser }, async (req) => ({
    sessions: await sessions.sessionsOf(signedIn(req).id, signedInSession(req).session.id),
  }));

  apiRoute(app, 'POST /api/auth/sessions/sign-out-others', { preHandler: guards.requireUser }, async (req) => ({
    signedOut: await sessions.signOutOthers(signedInSession(req).session),
  }));

  // With `{ session }`: a sign-out kept by a phone that was offline, for the session it names only.
  api.post('/api/auth/logout', { schema: { body: LogoutSchema } }, async (req, reply) => {
    const token = cookie.read(req) ?? null;
    const named = req.body?.session;
    if (!named) {
      if (token) await sessions.logout(token);
      cookie.clear(reply);
    } else if (await sessions.logoutSession(named, token)) cookie.clear(reply);
    // The pages and answers kept for revisits (`private, no-cache`, for their 304s) leave the browser
    // with the learner: the next person on this browser finds none of them in its cache.
    reply.header('clear-site-data', '"cache"');
    return reply.status(204).send();
  });

  // Who is this? `null` when signed out: not an error, just an answer.
  apiRoute(app, 'GET /api/auth/me', { preHandler: guards.loadUser }, async (req) => ({
    user: req.user ? { ...(await presentSignedIn(req.user, unreadOf)), session: req.authSession?.id } : null,
  }));

  apiRoute(app, 'POST /api/auth/verify-email/resend', { preHandler: guards.requireUser }, async (req, reply) => {
    await links.resendVerification(signedIn(req).id);
    return reply.status(202).send();
  });

  apiRoute(
    app,
    'POST /api/account/email',
    { preHandler: guards.requireUser, schema: { body: AddEmailSchema } },
    async (req, reply) => reply.status(202).send({ email: await links.addEmail(signedIn(req), req.body) }),
  );

  apiRoute(app, 'POST /api/auth/verify-email', { schema: { body: VerifyEmailSchema } }, async (req, reply) => {
    await links.verifyEmail(req.body.token);
    return reply.status(204).send();
  });

  apiRoute(
    app,
    'POST /api/auth/password-reset/request',
    { schema: { body: PasswordResetRequestSchema } },
    async (req, reply) => {
      await reply.status(202).send();
      // After the answer has gone: its timing tells nothing about whether the account exists.
      links.requestPasswordReset(req.body.email).catch((err) => req.log.error({ err }, 'reset mail not sent'));
      return reply;
    },
  );

  apiRoute(app, 'POST /api/auth/password-reset', { schema: { body: PasswordResetSchema } }, async (req, reply) => {
    const held = devices.read(req);
    const { user, device, token } = await auth.resetPassword(req.body, userAgentOf(req), held);
    cookie.set(reply, token);
    devices.remember(reply, held, device);
    return { user: await presentSignedIn(user, unreadOf) };
  });
}
