import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request sent by another site's page. SameSite=Lax already keeps the
 * session cookie off cross-site POSTs; this also covers sibling subdomains and old browsers.
 */
export function sameOriginGuard(publicUrl: string) {
  const allowed = new URL(publicUrl).host;
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (SAFE.has(request.method) || !origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError('forbidden', 403);
    }
    if (host !== allowed && host !== request.headers.host) throw new AppError('forbidden', 403);
  };
}
