import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from './accept-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /^(application\/json|text\/html)/;
const THRESHOLD = 1024;

/**
 * Compresses the JSON and HTML answers made per request (an exam's questions, a payment list): a
 * third of the bytes on mobile data. The whole answer is compressed at once, off the main thread,
 * not piped: a learner who goes away mid-answer is not an error. Lessons, signs and pages come
 * compressed already; streams (the payment events) and files pass untouched.
 */
export function compressAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < THRESHOLD) return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? '')))
      return payload;
    const encoding = chooseEncoding(request, reply);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return encoding === 'br'
      ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipped(payload, { level: 6 });
  });
}
