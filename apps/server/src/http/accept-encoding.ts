import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send, of those `offered`, that the browser takes (its `Accept-Encoding`), or null
 * for the bytes as they are. Marks the answer as varying with that header. A coding the browser
 * refuses with `q=0` is never chosen, even when it also says `*` (the negotiator alone would).
 */
export function chooseEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  reply.header('vary', 'accept-encoding');
  const header = request.headers['accept-encoding'] ?? '';
  const refused = new Set(
    header
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, ...params]) => params.some((param) => /^q=0(\.0{0,3})?$/.test(param)))
      .map(([coding]) => coding),
  );
  const acceptable = offered.filter((encoding) => !refused.has(encoding));
  return (negotiate(header, acceptable) as Encoding | null) ?? null;
}
