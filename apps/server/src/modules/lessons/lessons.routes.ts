import { anchorsIn, type LessonList, type PracticePack, type SignLibrary } from '@provisoire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledContent } from '../../content/compile-content.ts';
import { AppError } from '../../http/app-error.ts';
import { type Precompressed, type Precompressor, sendPrecompressed } from '../../http/precompressed.ts';
import { type SessionGuards, signedIn } from '../auth/session-cookie.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { LessonReads } from './lesson-reads.repository.ts';
import { offlinePack } from './offline-pack.ts';

interface Deps {
  content: CompiledContent;
  /** Where the pictures are, compressed: what the offline pack weighs. */
  mediaDir: string;
  subscriptions: SubscriptionsService;
  guards: SessionGuards;
  precompress: Precompressor;
  reads: LessonReads;
  clock: () => Date;
}

/**
 * Content that does not change between deploys, compressed once at start and answered with an ETag:
 * a learner who opens the same lesson again downloads nothing. `no-cache` makes the browser ask each
 * time, so access is checked each time.
 */
const sendContent = (req: FastifyRequest, reply: FastifyReply, answer: Precompressed) =>
  sendPrecompressed(req, reply, answer, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-cache',
  });

export function lessonsRoutes(
  app: FastifyInstance,
  { content, mediaDir, subscriptions, guards, precompress, reads, clock }: Deps,
) {
  const json = (body: unknown) => precompress(JSON.stringify(body));
  const lessons = new Map(content.lessons.map((lesson) => [String(lesson.id), json(lesson)]));
  const pages = new Map(content.pages.map((page) => [page.slug as string, json(page)]));
  const library = json({ signs: content.signs } satisfies SignLibrary);
  // The list is the same for everyone but for one flag: both versions are made once.
  const summaries = content.lessons.map(({ html: _html, ...summary }) => summary);
  const list = (hasAccess: boolean) => json({ lessons: summaries, hasAccess } satisfies LessonList);
  const lists = { open: list(true), closed: list(false) };
  // Every question with its key, for practising offline: the learner's phone checks the answer itself.
  const practice = json({
    questions: content.questions,
    lessons: content.lessons.map(({ id, title, html }) => ({ id, title, anchors: anchorsIn(html) })),
  } satisfies PracticePack);
  const pack = json(
    offlinePack(
      new Map([
        ...[...lessons].map(([id, answer]) => [`/api/lessons/${id}`, answer] as const),
        ...[...pages].map(([slug, answer]) => [`/api/pages/${slug}`, answer] as const),
        ['/api/signs', library],
        ['/api/practice/pack', practice],
      ]),
      mediaDir,
    ),
  );

  // Titles and descriptions are for everyone signed in: they show what a subscription opens. Whether
  // it is open is the learner's own: kept only by their browser, and asked again each time (each
  // version has its own ETag, so a learner whose access changed gets the other one).
  app.get('/api/lessons', { preHandler: guards.requireUser }, async (req, reply) => {
    const list = (await subscriptions.hasAccess(signedIn(req).id)) ? lists.open : lists.closed;
    return sendContent(req, reply, list);
  });

  app.get<{ Params: { id: string } }>('/api/lessons/:id', { preHandler: guards.requireUser }, async (req, reply) => {
    const found = lessons.get(req.params.id);
    if (!found) throw new AppError('lesson_not_found', 404);
    await subscriptions.requireAccess(signedIn(req).id);
    await reads.record(signedIn(req).id, Number(req.params.id), clock());
    return sendContent(req, reply, found);
  });

  // The glossary and the key numbers are study material like the lessons: the same access.
  app.get<{ Params: { slug: string } }>('/api/pages/:slug', { preHandler: guards.requireUser }, async (req, reply) => {
    const found = pages.get(req.params.slug);
    if (!found) throw new AppError('page_not_found', 404);
    await subscriptions.requireAccess(signedIn(req).id);
    return sendContent(req, reply, found);
  });

  app.get('/api/signs', { preHandler: guards.requireUser }, async (req, reply) => {
    await subscriptions.requireAccess(signedIn(req).id);
    return sendContent(req, reply, library);
  });

  app.get('/api/practice/pack', { preHandler: guards.requireUser }, async (req, reply) => {
    await subscriptions.requireAccess(signedIn(req).id);
    return sendContent(req, reply, practice);
  });

  // The whole course at once, for a subscribed learner who wants to study without data.
  app.get('/api/offline-pack', { preHandler: guards.requireUser }, async (req, reply) => {
    await subscriptions.requireAccess(signedIn(req).id);
    return sendContent(req, reply, pack);
  });
}
