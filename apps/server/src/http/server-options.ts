import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from '../config.ts';
import { jobLogFields } from '../jobs/job-context.ts';
import { AppError } from './app-error.ts';
import { body } from './error-handler.ts';
import { closeGently } from './gentle-close.ts';
import { requestIds } from './request-id.ts';

const BODY_LIMIT = 64 * 1024;

// Route parameters that open something to whoever reads them: a school's join code, a payment's reference.
const HIDDEN_PARAMS = new Set([':code', ':reference']);

/**
 * A URL as the log keeps it: the path, never the query (e-mail links carry their token there), and
 * without the parameters above when `route` (the matched route's pattern) names them.
 */
const loggedUrl = (url: string, route?: string) => {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const pattern = route?.split('/');
  if (pattern?.some((part) => HIDDEN_PARAMS.has(part)))
    path = path
      .split('/')
      .map((part, i) => (HIDDEN_PARAMS.has(pattern[i] ?? '') ? '…' : part))
      .join('/');
  return q === -1 ? path : `${path}?…`;
};

/** PostgreSQL quotes the value it refused in its message: `invalid input syntax for type integer: "…"`. */
const withoutValues = (text: string | undefined) => text?.replace(/"[^"\n]*"/g, '"…"');

/**
 * An error as the log keeps it. A failed query's error prints its parameters, and PostgreSQL's
 * message quotes the value it refused; either can hold a password hash or a token, so only the
 * query, PostgreSQL's code and its message without values are kept.
 */
export function loggedError(err: Error & { query?: unknown; code?: string }) {
  if (typeof err.query !== 'string')
    return { type: err.name, message: err.message, code: err.code, stack: err.stack ?? '' };
  const cause = err.cause as { code?: string; message?: string; stack?: string } | undefined;
  return {
    type: err.name,
    message: `Failed query: ${err.query}`,
    code: cause?.code,
    cause: withoutValues(cause?.message),
    stack: withoutValues(cause?.stack) ?? '',
  };
}

const RAW_ANSWERS: Record<string, AppError> = {
  ERR_HTTP_REQUEST_TIMEOUT: new AppError('request_timeout', 408),
  HPE_HEADER_OVERFLOW: new AppError('payload_too_large', 431),
};

/** Errors Node's HTTP parser raises before any route runs (a bad request line, a slow body) answer `{ code, message }` too. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = RAW_ANSWERS[error.code ?? ''] ?? new AppError('malformed_request', 400);
  const json = JSON.stringify(body(known));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.statusCode} ${STATUS_CODES[known.statusCode]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/** Fastify's own early refusals (a URL it cannot decode, a path parameter too long) are the caller's fault. */
function answerFrameworkError(_error: FastifyError, _req: unknown, reply: FastifyReply) {
  void reply.status(400).send(body(new AppError('malformed_request', 400)));
}

/**
 * How the server listens: time limits on a request's headers and body (a socket that sends half a
 * body is cut off), the proxy only as configured, logs without secrets.
 */
export function serverOptions(config: Config, logStream?: { write(line: string): void }): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      // The request is logged as method, path and address only: no header, cookie or body.
      serializers: {
        req: (req) => ({
          method: req.method,
          url: loggedUrl(req.url, (req as { routeOptions?: { url?: string } }).routeOptions?.url),
          remoteAddress: req.ip,
        }),
        err: loggedError,
      },
      // A background job's round names itself in each line it writes (a request's lines carry reqId).
      mixin: jobLogFields,
      ...(logStream && { stream: logStream }),
    },
    // One line a request, written when it ends (see logRequests), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A trusted proxy's X-Request-Id, else a new UUID; read here, not by Fastify's requestIdHeader,
    // which would take it from anyone.
    genReqId: requestIds(config.trustProxy),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A stopping instance serves what reached it (installErrorHandling); only readiness turns 503.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Fastify would close idle connections first; closeGently lets an accepted one deliver its request.
    forceCloseConnections: false,
    serverFactory: (handler) =>
      closeGently(
        createServer(
          {
            headersTimeout: config.requestTimeoutMs,
            requestTimeout: config.requestTimeoutMs,
            // How often Node looks for requests past their time; its default is 30 s.
            connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
          },
          handler,
        ).on('checkExpectation', answerUnmetExpectation),
      ),
  };
}

/** Node answers an `Expect` other than 100-continue with an empty 417; this one has the app's body. */
function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse) {
  const json = JSON.stringify(body(new AppError('expectation_failed', 417)));
  response.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(json);
}

/**
 * One log line a request, when its answer has gone: method, path, status and time. Fastify's own
 * logging writes two; on a two-core machine the second cost a sixth of the answers a second.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
