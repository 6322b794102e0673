import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { Precompressed, Precompressor } from '../http/precompressed.ts';
import { sendPrecompressed } from '../http/precompressed.ts';

/**
 * The files an installed app asks for by a fixed name: the service worker, the manifest and its icons.
 * Revalidated on every use (`no-cache`, ETag): the browser looks for a new service worker at each visit,
 * and finds it as soon as a new build is in place, without a restart.
 */
const FILES: Record<string, string> = {
  '/sw.js': 'text/javascript; charset=utf-8',
  '/manifest.webmanifest': 'application/manifest+json',
  '/icons/icon-192.png': 'image/png',
  '/icons/icon-512.png': 'image/png',
  '/icons/maskable-512.png': 'image/png',
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
  for (const [path, type] of Object.entries(FILES)) {
    const read = fresh(join(dist, path), precompress);
    app.get(path, async (request, reply) => {
      const answer = read();
      if (!answer) throw new AppError('not_found', 404);
      return sendPrecompressed(request, reply, answer, { 'content-type': type, 'cache-control': 'no-cache' });
    });
  }
}
