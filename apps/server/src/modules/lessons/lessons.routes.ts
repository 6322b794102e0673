import { createHash } from 'node:crypto';
import type { LessonList, SignLibrary } from '@provisoire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledContent } from '../../content/compile-content.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionGuards } from '../auth/session-cookie.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';

interface Deps {
  content: CompiledContent;
  subscriptions: SubscriptionsService;
  guards: SessionGuards;
}

const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 16)}"`;

/**
 * Content that does not change between deploys, answered with an ETag: a learner who opens the same
 * lesson again downloads nothing. `no-cache` makes the browser ask each time, so access is checked each time.
 */
function sendCached(req: FastifyRequest, reply: FastifyReply, body: unknown, etag: string) {
  reply.header('cache-control', 'private, no-cache').header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

export function lessonsRoutes(app: FastifyInstance, { content, subscriptions, guards }: Deps) {
  const lessons = new Map(content.lessons.map((lesson) => [String(lesson.id), { lesson, etag: etagOf(lesson) }]));
  const summaries = content.lessons.map(({ html: _html, ...summary }) => summary);
  const pages = new Map(content.pages.map((page) => [page.slug as string, { page, etag: etagOf(page) }]));
  const library: SignLibrary = { signs: content.signs };
  const libraryEtag = etagOf(library);

  // Titles and descriptions are for everyone signed in: they show what a subscription opens.
  app.get('/api/lessons', { preHandler: guards.requireUser }, async (req) => {
    const list: LessonList = { lessons: summaries, hasAccess: await subscriptions.hasAccess(req.user!.id) };
    return list;
  });

  app.get<{ Params: { id: string } }>('/api/lessons/:id', { preHandler: guards.requireUser }, async (req, reply) => {
    const found = lessons.get(req.params.id);
    if (!found) throw new AppError('lesson_not_found', 404);
    await subscriptions.requireAccess(req.user!.id);
    return sendCached(req, reply, found.lesson, found.etag);
  });

  // The glossary and the key numbers are study material like the lessons: the same access.
  app.get<{ Params: { slug: string } }>('/api/pages/:slug', { preHandler: guards.requireUser }, async (req, reply) => {
    const found = pages.get(req.params.slug);
    if (!found) throw new AppError('page_not_found', 404);
    await subscriptions.requireAccess(req.user!.id);
    return sendCached(req, reply, found.page, found.etag);
  });

  app.get('/api/signs', { preHandler: guards.requireUser }, async (req, reply) => {
    await subscriptions.requireAccess(req.user!.id);
    return sendCached(req, reply, library, libraryEtag);
  });
}
