import type { ServerResponse } from 'node:http';
import { StartPaymentSchema } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { UserEvents } from '../../events/user-events.ts';
import { apiRoute } from '../../http/api-route.ts';
import type { ZodTypeProvider } from '../../http/zod-validation.ts';
import { type SessionGuards, signedIn, signedInSession } from '../auth/session-cookie.ts';
import {
  AirtelCallbackSchema,
  CALLBACK_BODY_LIMIT,
  MtnCallbackParams,
  MtnCallbackSchema,
} from './payment-callbacks.ts';
import type { PaymentsService } from './payments.service.ts';
import { presentPayment } from './present-payment.ts';

const PaymentParams = z.strictObject({ id: z.uuid('validation.body_invalid') });
const HEARTBEAT_MS = 20_000;
/** Live streams one learner may hold open (a few tabs); a new one beyond closes the oldest. */
const STREAMS_PER_USER = 3;

interface Deps {
  payments: PaymentsService;
  guards: SessionGuards;
  events: UserEvents;
  clock: () => Date;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

export function paymentsRoutes(app: FastifyInstance, { payments, guards, events, clock }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  apiRoute(
    app,
    'POST /api/payments',
    { preHandler: guards.requireUser, schema: { body: StartPaymentSchema } },
    async (req, reply) =>
      reply.status(201).send(presentPayment(await payments.start(signedIn(req), req.body), clock())),
  );

  apiRoute(app, 'GET /api/payments', { preHandler: guards.requireUser }, async (req) => ({
    payments: (await payments.list(signedIn(req).id)).map((p) => presentPayment(p, clock())),
  }));

  apiRoute(
    app,
    'GET /api/payments/:id',
    { preHandler: guards.requireUser, schema: { params: PaymentParams } },
    async (req) => presentPayment(await payments.get(signedIn(req).id, req.params.id), clock()),
  );

  apiRoute(
    app,
    'POST /api/payments/:id/cancel',
    { preHandler: guards.requireUser, schema: { params: PaymentParams } },
    async (req) => presentPayment(await payments.cancel(signedIn(req).id, req.params.id), clock()),
  );

  // Live status for the payment modal: the current state at once, then each change; the browser
  // reconnects by itself and gets the current state again. A stream ends with its session.
  const streams = new Map<string, ServerResponse[]>();
  app.addHook('preClose', async () => {
    for (const stream of [...streams.values()].flat()) stream.end();
  });
  api.head(
    '/api/payments/:id/events',
    { preHandler: guards.requireUser, schema: { params: PaymentParams } },
    async (req, reply) => {
      await payments.get(signedIn(req).id, req.params.id);
      return reply.headers(STREAM_HEADERS).send();
    },
  );
  api.get(
    '/api/payments/:id/events',
    { preHandler: guards.requireUser, schema: { params: PaymentParams }, exposeHeadRoute: false },
    async (req, reply) => {
      const { user, session } = signedInSession(req);
      const userId = user.id;
      const sessionId = session.id; // the stream ends with the session it was opened in
      const first = await payments.get(userId, req.params.id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, STREAM_HEADERS);
      let status = first.status;
      const send = (payment: typeof first) => {
        status = payment.status;
        res.write(`event: payment\ndata: ${JSON.stringify(presentPayment(payment, clock()))}\n\n`);
      };
      const refresh = () =>
        payments.get(userId, first.id).then(send, (err) => req.log.warn({ err }, 'payment stream refresh failed'));
      /**
       * What an event missed is read again: a payment still pending is sent as it is now (a NOTIFY may be
       * lost), and once the listening connection is back, the session too (its end may have been missed).
       */
      const recheck = async ({ session }: { session: boolean }) => {
        if (session) {
          await guards.loadUser(req).catch(() => {});
          if (req.authSession?.id !== sessionId) return void res.end();
        }
        if (status === 'pending') await refresh();
      };
      res.write('retry: 3000\n\n');
      send(first);
      const unsubscribe = events.subscribe(userId, (event) => {
        if (event.type === 'signed_out' && event.id === sessionId) res.end();
        else if (event.id === first.id) void refresh();
      });
      const stopReconnect = events.onReconnect(() => void recheck({ session: true }));
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        void recheck({ session: false });
      }, HEARTBEAT_MS);
      const mine = streams.get(userId) ?? [];
      mine.push(res);
      streams.set(userId, mine);
      if (mine.length > STREAMS_PER_USER) mine[0]?.end();
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        stopReconnect();
        const left = (streams.get(userId) ?? []).filter((s) => s !== res);
        if (left.length) streams.set(userId, left);
        else streams.delete(userId);
      });
    },
  );

  // Provider callbacks: unsigned and anonymous, so each is small, checked, limited (by the payment it
  // names, or per address when it names none: see onCallback), and only a hint to ask the provider.
  // MTN uses PUT or POST.
  const mtnOptions = {
    bodyLimit: CALLBACK_BODY_LIMIT,
    schema: { params: MtnCallbackParams, body: MtnCallbackSchema },
  };
  for (const method of ['put', 'post'] as const)
    api[method]('/api/payments/callback/mtn/:reference', mtnOptions, async (req) => {
      await payments.onCallback('mtn', req.params.reference, req.body, req.ip);
      return { received: true };
    });
  api.post(
    '/api/payments/callback/airtel',
    { bodyLimit: CALLBACK_BODY_LIMIT, schema: { body: AirtelCallbackSchema } },
    async (req) => {
      await payments.onCallback('airtel', req.body.transaction.id, req.body, req.ip);
      return { received: true };
    },
  );
}
