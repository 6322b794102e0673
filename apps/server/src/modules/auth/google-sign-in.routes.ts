import { type GoogleFailure, safeRedirect } from '@provisoire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userAgentOf } from '../../http/user-agent.ts';
import { type GoogleOidc, GoogleUnavailable } from '../../providers/google/google-oidc.ts';
import { GoogleAccountRefused, type GoogleAccounts } from './google-sign-in.service.ts';
import type { SessionCookie } from './session-cookie.ts';

interface Deps {
  google: GoogleOidc;
  accounts: GoogleAccounts;
  cookie: SessionCookie;
  publicUrl: string;
  secureCookies: boolean;
}

// The state, nonce, PKCE verifier and the page to return to, signed, for this path only, ten minutes.
const PENDING = 'google_sign_in';
const PendingSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirect: z.string().nullable(),
});

type Start = { Querystring: { redirect?: string } };

/** 'Komeza na Google': to the provider and back, then signed in like any other way in. */
export function googleSignInRoutes(app: FastifyInstance, { google, accounts, cookie, publicUrl, secureCookies }: Deps) {
  const pendingOptions = { path: '/auth/google', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  const ownHost = new URL(publicUrl).host;

  function toLogin(reply: FastifyReply, failure: GoogleFailure, redirect: string | null) {
    const query = new URLSearchParams({ google: failure });
    if (redirect) query.set('redirect', redirect);
    return reply.redirect(`/login?${query}`);
  }

  function readPending(request: FastifyRequest) {
    const raw = request.cookies[PENDING];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (!unsigned?.valid || unsigned.value === null) return null;
    try {
      return PendingSchema.parse(JSON.parse(unsigned.value));
    } catch {
      return null;
    }
  }

  app.get<Start>('/auth/google', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The provider returns to PUBLIC_URL: begin there, or the pending cookie would be on another host.
    if (request.host !== ownHost) return reply.redirect(`${publicUrl}${request.url}`);
    // Only a path of this site, of a size a cookie holds (the login page would refuse another anyway).
    const asked = typeof request.query.redirect === 'string' ? request.query.redirect : '';
    const redirect = asked.length <= 512 ? safeRedirect(asked, '') || null : null;
    try {
      const { url, pending } = await google.begin();
      reply.setCookie(PENDING, JSON.stringify({ ...pending, redirect }), {
        ...pendingOptions,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url);
    } catch (error) {
      if (!(error instanceof GoogleUnavailable)) throw error;
      request.log.error({ err: error }, 'Google sign-in unavailable');
      return toLogin(reply, 'unavailable', redirect);
    }
  });

  app.get<{ Querystring: { error?: string } }>('/auth/google/callback', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const pending = readPending(request);
    reply.clearCookie(PENDING, pendingOptions);
    if (!pending) return toLogin(reply, 'failed', null);
    if (request.query.error === 'access_denied') return toLogin(reply, 'cancelled', pending.redirect);
    let who: Awaited<ReturnType<GoogleOidc['finish']>>;
    try {
      who = await google.finish(new URL(request.url, publicUrl), pending);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in refused');
      return toLogin(reply, error instanceof GoogleUnavailable ? 'unavailable' : 'failed', pending.redirect);
    }
    try {
      const { token } = await accounts.signIn(who, userAgentOf(request));
      cookie.set(reply, token);
    } catch (error) {
      if (!(error instanceof GoogleAccountRefused)) throw error;
      return toLogin(reply, 'linked_elsewhere', pending.redirect);
    }
    return reply.redirect(safeRedirect(pending.redirect));
  });
}
