import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { Metrics } from './metrics.ts';

const isLoopbackAddress = (address: string) =>
  address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A scraper on this computer, with no proxy in between (a proxy on this computer would make every
 * caller look local, so a forwarded request never counts as one), or one that shows the token.
 */
function mayRead(request: FastifyRequest, token: string | null) {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!forwarded && isLoopbackAddress(request.ip)) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  // Compared as digests: same length, constant time, so the answer time says nothing of the token.
  return token !== null && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Counts every answered request, and serves `/metrics` in Prometheus' text format; others get a plain 404. */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | null) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request, token)) throw new AppError('not_found', 404);
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
