import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './accept-encoding.ts';

/** An answer's bytes, compressed once, with the tag the browser revalidates it by. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Brotli at its best quality takes about 1.6 ms a kilobyte (0.6 s for every lesson and sign), too
 * slow for each start: it is kept in `cacheDir` under the hash of what it compresses, and the next
 * start reads it back, checked against the original bytes. Written to a temporary name and renamed,
 * so instances starting together never read half a file. A cache that cannot be read or written
 * costs the time, never the start.
 */
function brotliOnce(identity: Buffer, hash: string, cacheDir: string | null) {
  const file = cacheDir && join(cacheDir, `${hash}.br`);
  try {
    const cached = file ? readFileSync(file) : null;
    if (cached && brotliDecompressSync(cached).equals(identity)) return cached;
  } catch {
    // not compressed yet, or not readable: compressed again below
  }
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
  if (file && cacheDir) {
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(temporary, br);
      renameSync(temporary, file);
    } catch {
      rmSync(temporary, { force: true });
    }
  }
  return br;
}

/** Compresses answers that do not change while the server runs: lessons, signs, pages. */
export function createPrecompressor(cacheDir: string | null) {
  return (body: string | Buffer): Precompressed => {
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    return {
      identity,
      br: brotliOnce(identity, hash, cacheDir),
      gzip: gzipSync(identity, { level: 9 }),
      etag: `"${hash}"`,
    };
  };
}

export type Precompressor = ReturnType<typeof createPrecompressor>;

/**
 * Sends stored bytes in the encoding the browser takes, with an ETag per encoding (a proxy must not
 * hand brotli to a browser that asked for gzip) and 304 when the browser has them already.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Precompressed,
  headers: { 'content-type': string; 'cache-control': string },
) {
  reply.headers(headers);
  const encoding = chooseEncoding(request, reply);
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  reply.header('etag', etag);
  // A proxy may have weakened the tag (W/"…"): the bytes are still the same.
  const known = request.headers['if-none-match']?.split(/\s*,\s*/).map((tag) => tag.replace(/^W\//, ''));
  if (known?.includes(etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? answer[encoding] : answer.identity);
}
