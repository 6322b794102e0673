import { JoinCodeSchema, ResultsQuery } from '@provisoire/domain';
import { SchoolDecisionSchema, type SchoolSignUpInput, SchoolSignUpSchema } from '@provisoire/domain/school-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { type Id, IdParams } from '../../http/id-params.ts';
import { userAgentOf } from '../../http/user-agent.ts';
import type { DeviceCookie } from '../auth/device-cookie.ts';
import { presentUser } from '../auth/present-user.ts';
import { type SessionCookie, type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { SchoolsService } from './schools.service.ts';

interface Deps {
  schools: SchoolsService;
  cookie: SessionCookie;
  devices: DeviceCookie;
  guards: SessionGuards;
}

type Code = { Body: z.output<typeof JoinCodeSchema> };

/**
 * A school's sign-up and its own views (403 for any other account, `school_pending` or
 * `school_rejected` until an admin approves it), a learner's school, and the admin's decision.
 */
export function schoolsRoutes(app: FastifyInstance, { schools, cookie, devices, guards }: Deps) {
  const school = { preHandler: guards.requireSchool };
  const learner = { preHandler: guards.requireUser };

  app.post<{ Body: SchoolSignUpInput }>(
    '/api/schools',
    { schema: { body: SchoolSignUpSchema } },
    async (req, reply) => {
      const { user, token, device } = await schools.signUp(req.body, userAgentOf(req));
      cookie.set(reply, token);
      devices.remember(reply, devices.read(req), device);
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.get('/api/school', school, async (req) => ({ school: await schools.mine(signedIn(req)) }));

  app.post('/api/school/join-code', school, async (req) => ({ school: await schools.renewCode(signedIn(req)) }));

  app.get('/api/school/students', school, async (req) => schools.students(signedIn(req)));

  app.get<Id & { Querystring: z.output<typeof ResultsQuery> }>(
    '/api/school/students/:id',
    { ...school, schema: { params: IdParams, querystring: ResultsQuery } },
    async (req) => schools.student(signedIn(req), req.params.id, req.query.before),
  );

  app.post<Id>('/api/school/students/:id/accept', { ...school, schema: { params: IdParams } }, async (req, reply) => {
    await schools.accept(signedIn(req), req.params.id);
    return reply.status(204).send();
  });

  app.delete<Id>('/api/school/students/:id', { ...school, schema: { params: IdParams } }, async (req, reply) => {
    await schools.remove(signedIn(req), req.params.id);
    return reply.status(204).send();
  });

  // A learner's side: the school of a code (to confirm before joining), their school, joining, leaving.
  app.get<{ Params: z.output<typeof JoinCodeSchema> }>(
    '/api/schools/code/:code',
    { ...learner, schema: { params: JoinCodeSchema } },
    async (req) => ({ school: await schools.ofCode(req.params.code) }),
  );

  app.get('/api/account/school', learner, async (req) => ({ membership: await schools.membership(signedIn(req)) }));

  app.put<Code>('/api/account/school', { ...learner, schema: { body: JoinCodeSchema } }, async (req) => ({
    membership: await schools.join(signedIn(req), req.body.code),
  }));

  app.delete('/api/account/school', learner, async (req, reply) => {
    await schools.leave(signedIn(req));
    return reply.status(204).send();
  });

  const admin = { preHandler: guards.requireAdmin };
  app.get('/api/admin/schools', admin, async () => ({ schools: await schools.list() }));

  app.post<Id & { Body: z.output<typeof SchoolDecisionSchema> }>(
    '/api/admin/schools/:id/decision',
    { ...admin, schema: { params: IdParams, body: SchoolDecisionSchema } },
    async (req) => ({ school: await schools.decide(signedIn(req).id, req.params.id, req.body) }),
  );
}
