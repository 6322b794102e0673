import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_SECONDS, LanguageSchema } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';
import type { SessionGuards } from '../auth/session-cookie.ts';
import type { createUsersRepository } from '../auth/users.repository.ts';

interface Deps {
  users: ReturnType<typeof createUsersRepository>;
  guards: SessionGuards;
  clock: () => Date;
  secureCookies: boolean;
}

/**
 * The language chosen (issue 41): kept in a cookie the pages read (the server to render a page in it,
 * the browser to load its texts), and on the account when someone is signed in, so that another device
 * follows once they sign in there.
 */
export function languageRoutes(app: FastifyInstance, { users, guards, clock, secureCookies }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put('/api/language', { preHandler: guards.loadUser, schema: { body: LanguageSchema } }, async (req, reply) => {
    const { language } = req.body;
    if (req.user) await users.setLanguage(req.user.id, language, clock());
    // read by the page's code, so not HttpOnly; it says nothing about who the visitor is
    reply.setCookie(LANGUAGE_COOKIE, language, {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: LANGUAGE_COOKIE_SECONDS,
    });
    return reply.code(204).send();
  });
}
