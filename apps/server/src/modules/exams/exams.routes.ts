import { AnswerParams, AnswerSchema, ExamParams, ResultsQuery, StartExamSchema } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { ExamsService } from './exams.service.ts';

export function examsRoutes(app: FastifyInstance, { exams, guards }: { exams: ExamsService; guards: SessionGuards }) {
  const requireUser = guards.requireUser;

  app.get('/api/exams/eligibility', { preHandler: guards.requireLearner }, (req) =>
    exams.eligibility(signedIn(req).id),
  );

  app.post<{ Body: z.output<typeof StartExamSchema> | undefined }>(
    '/api/exams',
    { preHandler: guards.requireLearner, schema: { body: StartExamSchema } },
    async (req, reply) => {
      const { created, attempt } = await exams.start(signedIn(req).id, req.body?.retryOf);
      return reply.status(created ? 201 : 200).send(attempt);
    },
  );

  app.get('/api/exams/current', { preHandler: requireUser }, (req) => exams.current(signedIn(req).id));

  app.put<{ Params: z.output<typeof AnswerParams>; Body: z.output<typeof AnswerSchema> }>(
    '/api/exams/:id/answers/:position',
    { preHandler: requireUser, schema: { params: AnswerParams, body: AnswerSchema } },
    (req) => exams.answer(signedIn(req).id, req.params.id, req.params.position, req.body.choice),
  );

  app.post<{ Params: z.output<typeof ExamParams> }>(
    '/api/exams/:id/finish',
    { preHandler: requireUser, schema: { params: ExamParams } },
    (req) => exams.finish(signedIn(req).id, req.params.id),
  );

  app.get<{ Querystring: z.output<typeof ResultsQuery> }>(
    '/api/exams/results',
    { preHandler: requireUser, schema: { querystring: ResultsQuery } },
    (req) => exams.results(signedIn(req).id, req.query.before),
  );

  app.get<{ Params: z.output<typeof ExamParams> }>(
    '/api/exams/:id/review',
    { preHandler: requireUser, schema: { params: ExamParams } },
    (req) => exams.review(signedIn(req).id, req.params.id),
  );
}
