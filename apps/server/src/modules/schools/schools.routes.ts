import { JoinCodeSchema, ResultsQuery } from '@provisoire/domain';
import { SchoolDecisionSchema, SchoolSignUpSchema } from '@provisoire/domain/school-schemas';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { IdParams } from '../../http/id-params.ts';
import { languageOf } from '../../http/request-language.ts';
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

/**
 * A school's sign-up and its own views (403 for any other account, `school_pending` or
 * `school_rejected` until an admin approves it), a learner's school, and the admin's decision.
 */
export function schoolsRoutes(app: FastifyInstance, { schools, cookie, devices, guards }: Deps) {
  const school = { preHandler: guards.requireSchool };
  const learner = { preHandler: guards.requireUser };

  apiRoute(app, 'POST /api/schools', { schema: { body: SchoolSignUpSchema } }, async (req, reply) => {
    const { user, token, device } = await schools.signUp(req.body, userAgentOf(req), languageOf(req));
    cookie.set(reply, token);
    devices.remember(reply, devices.read(req), device);
    return reply.status(201).send({ user: presentUser(user) });
  });

  apiRoute(app, 'GET /api/school', school, async (req) => ({ school: await schools.mine(signedIn(req)) }));

  apiRoute(app, 'POST /api/school/join-code', school, async (req) => ({
    school: await schools.renewCode(signedIn(req)),
  }));

  apiRoute(app, 'GET /api/school/students', school, async (req) => schools.students(signedIn(req)));

  apiRoute(
    app,
    'GET /api/school/students/:id',
    { ...school, schema: { params: IdParams, querystring: ResultsQuery } },
    async (req) => schools.student(signedIn(req), req.params.id, req.query.before),
  );

  apiRoute(
    app,
    'POST /api/school/students/:id/accept',
    { ...school, schema: { params: IdParams } },
    async (req, reply) => {
      await schools.accept(signedIn(req), req.params.id);
      return reply.status(204).send();
    },
  );

  apiRoute(app, 'DELETE /api/school/students/:id', { ...school, schema: { params: IdParams } }, async (req, reply) => {
    await schools.remove(signedIn(req), req.params.id);
    return reply.status(204).send();
  });

  // A learner's side: the school of a code (to confirm before joining), their school, joining, leaving.
  apiRoute(app, 'GET /api/schools/code/:code', { ...learner, schema: { params: JoinCodeSchema } }, async (req) => ({
    school: await schools.ofCode(req.params.code),
  }));

  apiRoute(app, 'GET /api/account/school', learner, async (req) => ({
    membership: await schools.membership(signedIn(req)),
  }));

  apiRoute(app, 'PUT /api/account/school', { ...learner, schema: { body: JoinCodeSchema } }, async (req) => ({
    membership: await schools.join(signedIn(req), req.body.code),
  }));

  apiRoute(app, 'DELETE /api/account/school', learner, async (req, reply) => {
    await schools.leave(signedIn(req));
    return reply.status(204).send();
  });

  const admin = { preHandler: guards.requireAdmin };
  apiRoute(app, 'GET /api/admin/schools', admin, async () => ({ schools: await schools.list() }));

  apiRoute(
    app,
    'POST /api/admin/schools/:id/decision',
    { ...admin, schema: { params: IdParams, body: SchoolDecisionSchema } },
    async (req) => ({ school: await schools.decide(signedIn(req).id, req.params.id, req.body) }),
  );
}
