import type { ServerResponse } from 'node:http';
import { StartPaymentSchema } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { UserEvents } from '../../events/user-events.ts';
import type { SessionGuards } from '../auth/session-cookie.ts';
import type { PaymentsService } from './payments.service.ts';
import { presentPayment } from './present-payment.ts';

const PaymentParams = z.strictObject({ id: z.uuid('validation.body_invalid') });
const HEARTBEAT_MS = 20_000;

interface Deps {
  payments: PaymentsService;
  guards: SessionGuards;
  events: UserEvents;
}

export function paymentsRoutes(app: FastifyInstance, { payments, guards, events }: Deps) {
  app.post<{ Body: z.output<typeof StartPaymentSchema> }>(
    '/api/payments',
    { preHandler: guards.requireUser, schema: { body: StartPaymentSchema } },
    async (req, reply) => reply.status(201).send(presentPayment(await payments.start(req.user!.id, req.body))),
  );

  app.get('/api/payments', { preHandler: guards.requireUser }, async (req) => ({
    payments: (await payments.list(req.user!.id)).map(presentPayment),
  }));

  app.get<{ Params: { id: string } }>(
    '/api/payments/:id',
    { preHandler: guards.requireUser, schema: { params: PaymentParams } },
    async (req) => presentPayment(await payments.get(req.user!.id, req.params.id)),
  );

  // Live status for the payment modal: the current state at once, then each change; the browser
  // reconnects by itself and gets the current state again.
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.get<{ Params: { id: string } }>(
    '/api/payments/:id/events',
    { preHandler: guards.requireUser, schema: { params: PaymentParams } },
    async (req, reply) => {
      const userId = req.user!.id;
      const first = await payments.get(userId, req.params.id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      const send = (payment: typeof first) =>
        res.write(`event: payment\ndata: ${JSON.stringify(presentPayment(payment))}\n\n`);
      const refresh = () =>
        payments.get(userId, first.id).then(send, (err) => req.log.warn({ err }, 'payment stream refresh failed'));
      res.write('retry: 3000\n\n');
      send(first);
      const unsubscribe = events.subscribe(userId, (event) => {
        if (event.id === first.id) void refresh();
      });
      const stopReconnect = events.onReconnect(() => void refresh());
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      streams.add(res);
      req.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        stopReconnect();
        streams.delete(res);
      });
    },
  );

  // Provider callbacks: unsigned, so each is only a hint to ask the provider. MTN uses PUT or POST.
  const mtnCallback = async (req: { params: { reference: string }; body: unknown }) => {
    await payments.onCallback('mtn', req.params.reference, req.body);
    return { received: true };
  };
  app.put<{ Params: { reference: string } }>('/api/payments/callback/mtn/:reference', mtnCallback);
  app.post<{ Params: { reference: string } }>('/api/payments/callback/mtn/:reference', mtnCallback);
  app.post<{ Body: { transaction?: { id?: unknown } } | null }>('/api/payments/callback/airtel', async (req) => {
    const id = req.body?.transaction?.id;
    await payments.onCallback('airtel', typeof id === 'string' ? id : null, req.body);
    return { received: true };
  });
}
