import { SchoolMessageSchema } from '@provisoire/domain/school-work-schemas';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { MessagesService } from './messages.service.ts';

/** A school writing to its students, and every account's bell (its school's messages). */
export function messagesRoutes(
  app: FastifyInstance,
  { messages, guards }: { messages: MessagesService; guards: SessionGuards },
) {
  const school = { preHandler: guards.requireSchool };
  const user = { preHandler: guards.requireUser };

  apiRoute(app, 'POST /api/school/messages', { ...school, schema: { body: SchoolMessageSchema } }, async (req, reply) =>
    reply.status(201).send(await messages.send(signedIn(req), req.body)),
  );

  apiRoute(app, 'GET /api/school/messages', school, async (req) => ({ messages: await messages.sent(signedIn(req)) }));

  apiRoute(app, 'GET /api/notifications', user, async (req) => messages.bell(signedIn(req).id));

  apiRoute(app, 'POST /api/notifications/read', user, async (req, reply) => {
    await messages.markRead(signedIn(req).id);
    return reply.status(204).send();
  });
}
