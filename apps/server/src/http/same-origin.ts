import type { FastifyRequest } from 'fastify';
import { isLoopbackUrl, LOOPBACK_HOSTS } from '../config.ts';
import { AppError } from './app-error.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins our own pages post from: PUBLIC_URL's, and on this computer any loopback name of it. */
function ownOrigins(publicUrl: string) {
  const own = new URL(publicUrl);
  if (!isLoopbackUrl(publicUrl)) return new Set([own.origin]);
  return new Set(LOOPBACK_HOSTS.map((host) => `${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`));
}

/**
 * Where a request says it comes from: its Origin; without one, a browser's `Sec-Fetch-Site: cross-site`
 * or its Referer's origin; undefined when it says nothing (no browser).
 */
function senderOf(request: FastifyRequest) {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (request.headers['sec-fetch-site'] === 'cross-site') return '(cross-site)';
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return '(unreadable referer)';
  }
}

/**
 * Refuses a state-changing request sent by another site's page: its Origin must be ours, scheme, host
 * and port (never compared with the Host header, which the sender writes). Without an Origin (some
 * older browsers leave it off a form's post), a browser's `Sec-Fetch-Site: cross-site` or a Referer of
 * another site refuses it too. SameSite=Lax already keeps the session cookie off cross-site POSTs; this
 * also covers sibling subdomains and old browsers. A caller that is no browser (a provider's callback)
 * sends none of them and passes.
 */
export function sameOriginGuard(publicUrl: string) {
  const allowed = ownOrigins(publicUrl);
  return async (request: FastifyRequest) => {
    if (SAFE.has(request.method)) return;
    const from = senderOf(request);
    if (from === undefined || allowed.has(from)) return;
    // A PUBLIC_URL that is not the address the pages are served from refuses every sign-in: say which.
    request.log.warn({ origin: from, allowed: [...allowed] }, 'refused a state change from another origin');
    throw new AppError('forbidden', 403);
  };
}
