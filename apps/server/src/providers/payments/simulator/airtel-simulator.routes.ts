import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { airtelMoneyId, isAmount, type SimulatorBooks } from './simulator-books.ts';

const TOKEN_SECONDS = 180;

interface PaymentBody {
  reference?: unknown;
  subscriber?: { country?: unknown; currency?: unknown; msisdn?: unknown };
  transaction?: { amount?: unknown; country?: unknown; currency?: unknown; id?: unknown };
}

const envelope = (httpCode: number, success: boolean, resultCode: string, message: string, transaction?: object) => ({
  ...(transaction && { data: { transaction } }),
  status: { code: String(httpCode), success, result_code: resultCode, response_code: 'DP00800001006', message },
});

/** Speaks Airtel Money's Collection API under /sim/airtel: the real adapter cannot tell it from Airtel. */
export function airtelSimulatorRoutes(app: FastifyInstance, books: SimulatorBooks) {
  const settings = books.settings.airtel;
  const tokens = new Map<string, number>();

  /** The header checks Airtel makes before anything else; an answer when one fails. */
  function refused(req: FastifyRequest, reply: FastifyReply) {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if ((tokens.get(token) ?? 0) < Date.now())
      return reply.status(401).send(envelope(401, false, 'ROUTER001', 'Unauthorized'));
    if (req.headers['x-country'] !== settings.country)
      return reply.status(400).send(envelope(400, false, 'ROUTER006', 'Invalid country'));
    if (req.headers['x-currency'] !== settings.currency)
      return reply.status(400).send(envelope(400, false, 'ROUTER112', 'Invalid currency'));
    return null;
  }

  app.post<{ Body: { client_id?: unknown; client_secret?: unknown; grant_type?: unknown } }>(
    '/sim/airtel/auth/oauth2/token',
    async (req, reply) => {
      const b = req.body ?? {};
      if (
        b.client_id !== settings.clientId ||
        b.client_secret !== settings.clientSecret ||
        b.grant_type !== 'client_credentials'
      ) {
        return reply.status(401).send({ error: 'invalid_client' });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return { access_token: token, expires_in: String(TOKEN_SECONDS), token_type: 'bearer' };
    },
  );

  app.post<{ Body: PaymentBody }>('/sim/airtel/merchant/v1/payments/', async (req, reply) => {
    const denied = refused(req, reply);
    if (denied) return denied;
    const { subscriber, transaction } = req.body ?? {};
    const msisdn = String(subscriber?.msisdn ?? '');
    if (!/^7\d{8}$/.test(msisdn)) {
      return reply
        .status(400)
        .send(envelope(400, false, 'ESB000036', 'Invalid MSISDN Length. Do not send the country code.'));
    }
    const amount = Number(transaction?.amount);
    const reference = typeof transaction?.id === 'string' ? transaction.id : '';
    if (!reference || !isAmount(amount) || transaction?.currency !== settings.currency) {
      return reply.status(400).send(envelope(400, false, 'ESB000008', 'Field validation failed'));
    }
    const opened = await books.open(
      {
        provider: 'airtel',
        reference,
        amount,
        currency: settings.currency,
        msisdn,
        externalId: null,
        callbackUrl: null,
      },
      msisdn,
    );
    if (!opened)
      return reply.status(400).send(envelope(400, false, 'ESB000041', 'External Transaction ID already exists'));
    return envelope(200, true, 'ESB000010', 'SUCCESS', { id: reference, status: 'SUCCESS' });
  });

  app.get<{ Params: { id: string } }>('/sim/airtel/standard/v1/payments/:id', async (req, reply) => {
    const denied = refused(req, reply);
    if (denied) return denied;
    const tx = await books.current('airtel', req.params.id);
    if (!tx) return reply.status(404).send(envelope(404, false, 'ESB000045', 'No transaction found'));
    const status =
      tx.status === 'successful' ? 'TS' : tx.status === 'pending' ? 'TIP' : tx.reason === 'EXPIRED' ? 'TE' : 'TF';
    return envelope(200, true, 'ESB000010', 'SUCCESS', {
      id: tx.reference,
      status,
      message: tx.status === 'failed' ? tx.reason : 'success',
      ...(status === 'TS' && { airtel_money_id: airtelMoneyId(tx) }),
    });
  });
}
