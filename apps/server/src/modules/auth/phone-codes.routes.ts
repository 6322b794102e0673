import { PhoneCodeCheckSchema, PhoneCodeRequestSchema } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { languageOf } from '../../http/request-language.ts';
import { userAgentOf } from '../../http/user-agent.ts';
import type { PhoneCodes } from './phone-codes.service.ts';
import { presentSignedIn, type UnreadOf } from './present-user.ts';
import { type SessionCookie, type SessionGuards, signedIn } from './session-cookie.ts';

interface Deps {
  phoneCodes: PhoneCodes;
  cookie: SessionCookie;
  guards: SessionGuards;
  unreadOf: UnreadOf;
}

/** Sign-in with a phone number, and a number added to an account, both by a code sent by SMS. */
export function phoneCodesRoutes(app: FastifyInstance, { phoneCodes, cookie, guards, unreadOf }: Deps) {
  apiRoute(app, 'POST /api/auth/phone/code', { schema: { body: PhoneCodeRequestSchema } }, async (req, reply) =>
    reply.status(202).send(await phoneCodes.requestSignIn(req.body.phone, req.ip, languageOf(req))),
  );

  apiRoute(app, 'POST /api/auth/phone/verify', { schema: { body: PhoneCodeCheckSchema } }, async (req, reply) => {
    const { user, token } = await phoneCodes.signIn(req.body, userAgentOf(req));
    cookie.set(reply, token);
    // A number's first sign-in makes an account without a name: the profile dialog asks it.
    return { user: await presentSignedIn(user, unreadOf), needsProfile: user.displayName === '' };
  });

  apiRoute(
    app,
    'POST /api/account/phone/code',
    { preHandler: guards.requireUser, schema: { body: PhoneCodeRequestSchema } },
    async (req, reply) =>
      reply
        .status(202)
        .send(await phoneCodes.requestAddPhone(signedIn(req).id, req.body.phone, req.ip, languageOf(req))),
  );

  apiRoute(
    app,
    'POST /api/account/phone/verify',
    { preHandler: guards.requireUser, schema: { body: PhoneCodeCheckSchema } },
    async (req) => ({ phone: await phoneCodes.addPhone(signedIn(req).id, req.body) }),
  );
}
