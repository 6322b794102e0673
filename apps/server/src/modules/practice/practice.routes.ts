import { createHash } from 'node:crypto';
import {
  type ApiResponse,
  PracticeAnswerSchema,
  PracticeNextQuery,
  SelfCheckSchema,
  TestDateSchema,
} from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route.ts';
import { languageOf } from '../../http/request-language.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { PracticeService } from './practice.service.ts';

/**
 * Practice by topic, the lessons' self-checks and the mistakes to review (a subscription's), and
 * progress and the list of mistakes (every learner's).
 */
export function practiceRoutes(
  app: FastifyInstance,
  { practice, guards }: { practice: PracticeService; guards: SessionGuards },
) {
  const requireLearner = guards.requireLearner;

  apiRoute(
    app,
    'GET /api/practice/next',
    { preHandler: requireLearner, schema: { querystring: PracticeNextQuery } },
    (req) => practice.next(signedIn(req).id, req.query, languageOf(req)),
  );

  apiRoute(
    app,
    'POST /api/practice/answers',
    { preHandler: requireLearner, schema: { body: PracticeAnswerSchema } },
    (req) => practice.answer(signedIn(req).id, req.body, languageOf(req)),
  );

  apiRoute(
    app,
    'POST /api/practice/checks',
    { preHandler: requireLearner, schema: { body: SelfCheckSchema } },
    async (req, reply) =>
      reply.status(201).send(await practice.startCheck(signedIn(req).id, req.body.lesson, languageOf(req))),
  );

  // The mistakes page's list: signed in is enough, as for progress (see `mistakeList`).
  apiRoute(app, 'GET /api/practice/mistakes', { preHandler: requireLearner }, (req) =>
    practice.mistakeList(signedIn(req).id, languageOf(req)),
  );

  // The day of the test the study plan leads to (`Progress.plan`).
  apiRoute(app, 'PUT /api/plan/test-date', { preHandler: requireLearner, schema: { body: TestDateSchema } }, (req) =>
    practice.setTestDate(signedIn(req).id, req.body.testDate),
  );

  // Asked by the home, the lessons and practice on every visit: unchanged, it answers 304 with no body,
  // so it sends its answer as text, typed by the map before it is written.
  app.get('/api/progress', { preHandler: requireLearner }, async (req, reply) => {
    const progress: ApiResponse<'GET /api/progress'> = await practice.progress(signedIn(req));
    const body = JSON.stringify(progress);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
