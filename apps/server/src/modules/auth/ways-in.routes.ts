import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { type SessionGuards, signedIn } from './session-cookie.ts';
import type { WaysIn } from './ways-in.service.ts';

/** The account page's removal of a number or a Google link (never the last way in). */
export function waysInRoutes(app: FastifyInstance, { waysIn, guards }: { waysIn: WaysIn; guards: SessionGuards }) {
  for (const way of ['phone', 'google'] as const)
    apiRoute(app, `DELETE /api/account/${way}`, { preHandler: guards.requireUser }, async (req, reply) => {
      await waysIn.remove(signedIn(req).id, way);
      return reply.status(204).send();
    });
}
