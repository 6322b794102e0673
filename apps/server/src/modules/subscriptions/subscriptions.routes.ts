import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function subscriptionsRoutes(
  app: FastifyInstance,
  { subscriptions, guards }: { subscriptions: SubscriptionsService; guards: SessionGuards },
) {
  apiRoute(app, 'GET /api/subscription', { preHandler: guards.requireUser }, (req) =>
    subscriptions.view(signedIn(req).id),
  );

  apiRoute(app, 'POST /api/subscription/trial', { preHandler: guards.requireLearner }, async (req, reply) =>
    reply.status(201).send(await subscriptions.startTrial(signedIn(req).id)),
  );
}
