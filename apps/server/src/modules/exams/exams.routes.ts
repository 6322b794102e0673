import { AnswerParams, AnswerSchema, ExamParams, ResultsQuery, StartExamSchema } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { languageOf } from '../../http/request-language.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { ExamsService } from './exams.service.ts';

export function examsRoutes(app: FastifyInstance, { exams, guards }: { exams: ExamsService; guards: SessionGuards }) {
  const requireUser = guards.requireUser;

  apiRoute(app, 'GET /api/exams/eligibility', { preHandler: guards.requireLearner }, (req) =>
    exams.eligibility(signedIn(req).id),
  );

  apiRoute(
    app,
    'POST /api/exams',
    { preHandler: guards.requireLearner, schema: { body: StartExamSchema } },
    async (req, reply) => {
      const { created, attempt } = await exams.start(signedIn(req).id, languageOf(req), req.body?.retryOf);
      return reply.status(created ? 201 : 200).send(attempt);
    },
  );

  apiRoute(app, 'GET /api/exams/current', { preHandler: requireUser }, (req) => exams.current(signedIn(req).id));

  apiRoute(
    app,
    'PUT /api/exams/:id/answers/:position',
    { preHandler: requireUser, schema: { params: AnswerParams, body: AnswerSchema } },
    (req) => exams.answer(signedIn(req).id, req.params.id, req.params.position, req.body.choice),
  );

  apiRoute(app, 'POST /api/exams/:id/finish', { preHandler: requireUser, schema: { params: ExamParams } }, (req) =>
    exams.finish(signedIn(req).id, req.params.id),
  );

  apiRoute(app, 'GET /api/exams/results', { preHandler: requireUser, schema: { querystring: ResultsQuery } }, (req) =>
    exams.results(signedIn(req).id, req.query.before),
  );

  apiRoute(app, 'GET /api/exams/:id/review', { preHandler: requireUser, schema: { params: ExamParams } }, (req) =>
    exams.review(signedIn(req).id, req.params.id),
  );
}
