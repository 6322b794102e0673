import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from '../http/accept-encoding.ts';
import { AppError } from '../http/app-error.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSED = /\.(br|gz)$/;

interface StoredFile {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A folder's files with the compressed copies the build made beside them (`name.br`, `name.gz`). */
function readFolder(dir: string) {
  const files = new Map<string, StoredFile>();
  if (!existsSync(dir)) return files;
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name)) : undefined);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const { name } = entry;
    if (!entry.isFile() || COMPRESSED.test(name)) continue;
    files.set(name, {
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      identity: readFileSync(join(dir, name)),
      br: read(`${name}.br`),
      gzip: read(`${name}.gz`),
    });
  }
  return files;
}

/**
 * Files named by their content (the web app's scripts, the lessons' pictures), held in memory from
 * the start: answering one is a lookup, with no file system call and no thread from the pool that
 * password hashing and compression share. Cached for a year, so nothing to revalidate or resume.
 */
export function serveImmutableFiles(app: FastifyInstance, dir: string, prefix: string) {
  const files = readFolder(dir);
  app.get<{ Params: { name: string } }>(`${prefix}:name`, async (request, reply) => {
    const file = files.get(request.params.name);
    if (!file) throw new AppError('not_found', 404);
    reply.type(file.type).header('cache-control', 'public, max-age=31536000, immutable');
    const encoding = chooseEncoding(
      request,
      reply,
      (['br', 'gzip'] as const).filter((encoding) => file[encoding]),
    );
    if (!encoding) return reply.send(file.identity);
    return reply.header('content-encoding', encoding).send(file[encoding]);
  });
}
