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
 * Refuses a state-changing request sent by another site's page: its Origin must be ours, scheme, host
 * and port (never compared with the Host header, which the sender writes). SameSite=Lax already keeps
 * the session cookie off cross-site POSTs; this also covers sibling subdomains and old browsers.
 */
export function sameOriginGuard(publicUrl: string) {
  const allowed = ownOrigins(publicUrl);
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (SAFE.has(request.method) || origin === undefined) return;
    if (allowed.has(origin)) return;
    // A PUBLIC_URL that is not the address the pages are served from refuses every sign-in: say which.
    request.log.warn({ origin, allowed: [...allowed] }, 'refused a state change from another origin');
    throw new AppError('forbidden', 403);
  };
}
