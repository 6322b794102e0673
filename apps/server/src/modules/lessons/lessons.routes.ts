import {
  anchorsIn,
  ContentLanguageQuery,
  inLanguage,
  LANGUAGES,
  type Language,
  type LessonList,
  type PracticePack,
  type SignLibrary,
} from '@provisoire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { type CompiledContent, contentIn } from '../../content/compile-content.ts';
import { apiRoute } from '../../http/api-route.ts';
import { AppError } from '../../http/app-error.ts';
import { type Precompressed, type Precompressor, sendPrecompressed } from '../../http/precompressed.ts';
import { askedLanguage } from '../../http/request-language.ts';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';
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

// Any id or slug: one the content lacks is a 404 of its own.
const LessonParams = z.object({ id: z.string() });
const PageParams = z.object({ slug: z.string() });

/** Every study answer in one language, compressed once: the lessons, the pages, the signs, the packs. */
function answersIn(
  content: CompiledContent,
  language: Language,
  json: (body: unknown) => Precompressed,
  mediaDir: string,
) {
  const { lessons, pages, signs, questions, pictures } = contentIn(content, language);
  const byId = new Map(lessons.map((lesson) => [String(lesson.id), json(lesson)]));
  const bySlug = new Map(pages.map((page) => [page.slug as string, json(page)]));
  const library = json({ signs } satisfies SignLibrary);
  // The list is the same for everyone but for one flag: both versions are made once.
  const summaries = lessons.map(({ html: _html, ...summary }) => summary);
  const list = (hasAccess: boolean) => json({ lessons: summaries, hasAccess } satisfies LessonList);
  // Every question with its key, for practising offline: the learner's phone checks the answer itself.
  const practice = json({
    questions,
    lessons: lessons.map(({ id, title, html }) => ({ id, title, anchors: anchorsIn(html) })),
  } satisfies PracticePack);
  // The course's addresses in this language: a phone keeps each language's copy apart.
  const pack = json(
    offlinePack(
      new Map([
        ...[...byId].map(([id, answer]) => [inLanguage(`/api/lessons/${id}`, language), answer] as const),
        ...[...bySlug].map(([slug, answer]) => [inLanguage(`/api/pages/${slug}`, language), answer] as const),
        [inLanguage('/api/signs', language), library],
        [inLanguage('/api/practice/pack', language), practice],
      ]),
      mediaDir,
      pictures,
    ),
  );
  return { lessons: byId, pages: bySlug, library, lists: { open: list(true), closed: list(false) }, practice, pack };
}

export function lessonsRoutes(
  app: FastifyInstance,
  { content, mediaDir, subscriptions, guards, precompress, reads, clock }: Deps,
) {
  const json = (body: unknown) => precompress(JSON.stringify(body));
  const byLanguage = new Map(LANGUAGES.map((l) => [l, answersIn(content, l, json, mediaDir)]));
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inLanguageOf = { preHandler: guards.requireUser, schema: { querystring: ContentLanguageQuery } };
  const answers = (req: FastifyRequest<{ Querystring: { lang?: Language } }>) => byLanguage.get(askedLanguage(req))!;

  // Titles and descriptions are for everyone signed in: they show what a subscription opens. Whether
  // it is open is the learner's own: kept only by their browser, and asked again each time (each
  // version has its own ETag, so a learner whose access changed gets the other one).
  apiRoute(app, 'GET /api/lessons', inLanguageOf, async (req, reply) => {
    const { lists } = answers(req);
    const list = (await subscriptions.hasAccess(signedIn(req).id)) ? lists.open : lists.closed;
    return sendContent(req, reply, list);
  });

  apiRoute(
    app,
    'GET /api/lessons/:id',
    { ...inLanguageOf, schema: { ...inLanguageOf.schema, params: LessonParams } },
    async (req, reply) => {
      const found = answers(req).lessons.get(req.params.id);
      if (!found) throw new AppError('lesson_not_found', 404);
      await subscriptions.requireAccess(signedIn(req).id);
      await reads.record(signedIn(req).id, Number(req.params.id), clock());
      return sendContent(req, reply, found);
    },
  );

  // The glossary and the key numbers are study material like the lessons: the same access.
  apiRoute(
    app,
    'GET /api/pages/:slug',
    { ...inLanguageOf, schema: { ...inLanguageOf.schema, params: PageParams } },
    async (req, reply) => {
      const found = answers(req).pages.get(req.params.slug);
      if (!found) throw new AppError('page_not_found', 404);
      await subscriptions.requireAccess(signedIn(req).id);
      return sendContent(req, reply, found);
    },
  );

  // The sign library, every question with its key, and the whole course at once for a subscribed learner
  // who wants to study without data: the same access as a lesson.
  const subscribed = {
    '/api/signs': 'library',
    '/api/practice/pack': 'practice',
    '/api/offline-pack': 'pack',
  } as const;
  for (const [path, answer] of Object.entries(subscribed))
    api.get(path, inLanguageOf, async (req, reply) => {
      await subscriptions.requireAccess(signedIn(req).id);
      return sendContent(req, reply, answers(req)[answer]);
    });
}
