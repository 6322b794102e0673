import { SchoolMessageSchema } from '@provisoire/domain/school-work-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { MessagesService } from './messages.service.ts';

/** A school writing to its students, and every account's bell (its school's messages). */
export function messagesRoutes(
  app: FastifyInstance,
  { messages, guards }: { messages: MessagesService; guards: SessionGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const school = { preHandler: guards.requireSchool };
  const user = { preHandler: guards.requireUser };

  api.post('/api/school/messages', { ...school, schema: { body: SchoolMessageSchema } }, async (req, reply) =>
    reply.status(201).send(await messages.send(signedIn(req), req.body)),
  );

  api.get('/api/school/messages', school, async (req) => ({ messages: await messages.sent(signedIn(req)) }));

  api.get('/api/notifications', user, async (req) => messages.bell(signedIn(req).id));

  api.post('/api/notifications/read', user, async (req, reply) => {
    await messages.markRead(signedIn(req).id);
    return reply.status(204).send();
  });
}
