import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage, LANGUAGES } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { Precompressed, Precompressor } from '../http/precompressed.ts';
import { sendPrecompressed } from '../http/precompressed.ts';
import { languageOf } from '../http/request-language.ts';
import { builtFor } from './pages.ts';

/**
 * The files an installed app asks for by a fixed name: the service worker, the manifest and its icons.
 * Revalidated on every use (`no-cache`, ETag): the browser looks for a new service worker at each visit,
 * and finds it as soon as a new build is in place, without a restart. The service worker and the
 * manifest are the visitor's language's (issue 41): a phone that changes language gets the other's
 * worker at its next check, which keeps that language's pages.
 */
const FILES: Record<string, { type: string; perLanguage: boolean }> = {
  '/sw.js': { type: 'text/javascript; charset=utf-8', perLanguage: true },
  '/manifest.webmanifest': { type: 'application/manifest+json', perLanguage: true },
  '/icons/icon-192.png': { type: 'image/png', perLanguage: false },
  '/icons/icon-512.png': { type: 'image/png', perLanguage: false },
  '/icons/maskable-512.png': { type: 'image/png', perLanguage: false },
};

/** A file's bytes, compressed once per version of it (its modification time). */
function fresh(path: string, precompress: Precompressor) {
  let known: { mtime: number; answer: Precompressed } | null = null;
  return () => {
    if (!existsSync(path)) return null;
    const mtime = statSync(path).mtimeMs;
    if (known?.mtime !== mtime) known = { mtime, answer: precompress(readFileSync(path)) };
    return known.answer;
  };
}

export function serveAppFiles(app: FastifyInstance, dist: string, precompress: Precompressor) {
  for (const [path, { type, perLanguage }] of Object.entries(FILES)) {
    const reads = new Map(
      LANGUAGES.map((l) => [l, fresh(join(perLanguage ? builtFor(dist, l) : dist, path), precompress)]),
    );
    app.get(path, async (request, reply) => {
      // the worker is registered with its page's language (`?lang=en`); a manifest follows the visitor's
      const asked = (request.query as { lang?: unknown }).lang;
      const answer = reads.get(isLanguage(asked) ? asked : languageOf(request))!();
      if (!answer) throw new AppError('not_found', 404);
      return sendPrecompressed(request, reply, answer, { 'content-type': type, 'cache-control': 'no-cache' });
    });
  }
}
