import type { FastifyInstance } from 'fastify';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function subscriptionsRoutes(
  app: FastifyInstance,
  { subscriptions, guards }: { subscriptions: SubscriptionsService; guards: SessionGuards },
) {
  app.get('/api/subscription', { preHandler: guards.requireUser }, (req) => subscriptions.view(signedIn(req).id));

  app.post('/api/subscription/trial', { preHandler: guards.requireLearner }, async (req, reply) =>
    reply.status(201).send(await subscriptions.startTrial(signedIn(req).id)),
  );
}
