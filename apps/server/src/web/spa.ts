import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SiteSettings } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../content/media.ts';
import { AppError } from '../http/app-error.ts';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Provisoire</title>
<p>The web app is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/** The page shell with this deployment's settings inlined as JSON (not script: the CSP allows no inline script). */
function renderShell(dist: string, settings: SiteSettings) {
  const file = join(dist, 'index.html');
  if (!existsSync(file)) return NOT_BUILT;
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return readFileSync(file, 'utf8').replace(
    '<!--site-settings-->',
    `<script type="application/json" id="site-settings">${json}</script>`,
  );
}

// Page-level security headers mean nothing on a script or stylesheet; on a phone they cost
// about 900 bytes a file, so assets keep only the one that matters to them.
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
  'permissions-policy',
];
// A sign opened on its own (its address is public) runs nothing and loads nothing.
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The lessons' pictures: their names change with their bytes, so they are cached for a year. */
export async function serveMedia(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
}

// Static files (hashed, cached a year) and the paths that are never pages of the app.
const STATIC_FILE = /^\/(assets|media)\//;
const NOT_A_PAGE = /^\/(api|dev|sim|assets|media)(\/|$)/;

/** Serves the built web app: hashed assets cached for a year, any other page path gets the shell. */
export async function serveSpa(app: FastifyInstance, dist: string, settings: SiteSettings) {
  const shell = renderShell(dist, settings);
  app.addHook('onSend', async (request, reply) => {
    if (STATIC_FILE.test(request.url) && reply.statusCode === 200) {
      for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
      if (request.url.startsWith(MEDIA_PREFIX)) reply.header('content-security-policy', MEDIA_CSP);
    }
  });
  if (existsSync(dist)) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      // The raw shell has no settings in it: /index.html is a page path like any other.
      allowedPath: (path) => path !== '/index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes('/assets/');
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !NOT_A_PAGE.test(request.url);
    if (!isPage) throw new AppError('not_found', 404);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
  });
}
