import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { dependsOnSession, type Language, pageRedirect, type Role, type SiteSettings } from '@provisoire/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEDIA_PREFIX } from '../content/media.ts';
import { AppError } from '../http/app-error.ts';
import { type Precompressor, sendPrecompressed } from '../http/precompressed.ts';
import { languageOf } from '../http/request-language.ts';
import { PAGE_ONLY_HEADERS } from '../http/security-headers.ts';
import type { SessionGuards } from '../modules/auth/session-cookie.ts';
import { serveAppFiles } from './app-files.ts';
import { serveImmutableFiles } from './immutable-files.ts';
import { buildPages } from './pages.ts';

// A sign opened on its own (its address is public) runs nothing and loads nothing.
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

// Static files (hashed, cached a year) and the paths that are never pages of the app.
const STATIC_FILE = /^\/((assets|media|icons)\/|manifest\.webmanifest$)/;
const NOT_A_PAGE = /^\/(api|dev|sim|assets|media)(\/|$)/;
// A file name (`/favicon.svg`, `/robots.txt`) is never a page: answered 404, not with the app's shell.
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;
/** The shell under its file's name: a page (the service worker keeps it for every page offline), never a 404. */
const SHELL_FILE = '/index.html';
const isPagePath = (path: string) => !NOT_A_PAGE.test(path) && (path === SHELL_FILE || !FILE_NAME.test(path));

/**
 * Serves the built web app: hashed assets cached for a year; a page path gets its page (rendered at
 * start, compressed once, revalidated by ETag) unless the visitor must go elsewhere first, which is
 * decided here so a signed-out visit to the dashboard loads none of it.
 */
export async function serveSpa(
  app: FastifyInstance,
  dist: string,
  settings: SiteSettings,
  { loadUser, withKnownSession }: Pick<SessionGuards, 'loadUser' | 'withKnownSession'>,
  precompress: Precompressor,
) {
  const pages = await buildPages(dist, settings, precompress);

  /**
   * A signed-in page rendered with its data, read from the API as the visitor; null: the shell does.
   * `address` is the path with its query, as the browser that hydrates the page has them.
   */
  async function dataPage(request: FastifyRequest, user: { role: Role }, address: string, language: Language) {
    const read = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers: { cookie: request.headers.cookie ?? '' } });
      return answer.statusCode === 200 ? answer.json() : undefined;
    };
    try {
      return await withKnownSession(request, () => pages.dataPage(address, user.role, read, language));
    } catch (err) {
      // The loading shell still works: the page loads its data itself, as on any later visit.
      request.log.error({ err, address }, 'page not rendered with its data');
      return null;
    }
  }
  app.addHook('onSend', async (request, reply) => {
    if (STATIC_FILE.test(request.url) && reply.statusCode === 200) {
      for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
      if (request.url.startsWith(MEDIA_PREFIX)) reply.header('content-security-policy', MEDIA_CSP);
    }
  });
  serveImmutableFiles(app, join(dist, 'assets'), '/assets/');
  serveAppFiles(app, dist, precompress);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(path);
    if (!isPage) throw new AppError('not_found', 404);
    // Who is asking matters only on the pages that depend on it; the others need no session lookup.
    if (dependsOnSession(path)) {
      await loadUser(request);
      const elsewhere = pageRedirect(request.url, request.user !== null);
      if (elsewhere) return reply.header('cache-control', 'no-store').redirect(elsewhere, 302);
      const page = request.user && (await dataPage(request, request.user, request.url, languageOf(request)));
      if (page) {
        // The visitor's own data: never kept by a shared cache. Unchanged since the phone's last copy
        // (a revisit), it costs a 304.
        const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 22)}"`;
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.header('content-type', 'text/html; charset=utf-8').send(page);
      }
    }
    // A page the app does not have is a 404 (its shell shows "not found"): not a soft one for crawlers and monitors.
    if (path !== SHELL_FILE && !pages.isAppPath(path)) reply.code(404);
    return sendPrecompressed(request, reply, pages.pageFor(path, languageOf(request)), {
      'content-type': 'text/html; charset=utf-8',
      // Each visit asks again (no-cache) with the page's ETag, which differs by language: the same
      // address in another language for another visitor is never a cached copy. No "Vary: Cookie": every
      // cookie set (a session's renewal) would then cost a revisit the whole page, not a 304.
      'cache-control': 'no-cache',
    });
  });
}
