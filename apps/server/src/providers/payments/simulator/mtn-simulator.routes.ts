import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAmount, mtnStatusBody, type SimulatorBooks } from './simulator-books.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const TOKEN_SECONDS = 3600;

const isOwn = (url: string, origin: string) => URL.canParse(url) && new URL(url).origin === origin;

interface RequestToPayBody {
  amount?: unknown;
  currency?: unknown;
  externalId?: unknown;
  payer?: { partyIdType?: unknown; partyId?: unknown };
  payerMessage?: unknown;
  payeeNote?: unknown;
}

const error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ code, message });

/** Speaks MTN MoMo's Collection API under /sim/mtn: the real adapter cannot tell it from MTN. */
export function mtnSimulatorRoutes(app: FastifyInstance, books: SimulatorBooks) {
  const settings = books.settings.mtn;
  const tokens = new Map<string, number>();

  const subscriptionKeyOk = (req: FastifyRequest) =>
    req.headers['ocp-apim-subscription-key'] === settings.subscriptionKey;
  const bearerOk = (req: FastifyRequest) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    return (tokens.get(token) ?? 0) > Date.now();
  };
  const denied = (reply: FastifyReply) =>
    reply.status(401).send({ statusCode: 401, message: 'Access denied due to invalid subscription key or token.' });

  app.post('/sim/mtn/collection/token/', async (req, reply) => {
    const basic = Buffer.from(`${settings.apiUser}:${settings.apiKey}`).toString('base64');
    if (!subscriptionKeyOk(req) || req.headers.authorization !== `Basic ${basic}`)
      return reply.status(401).send({ error: 'login_failed' });
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { access_token: token, token_type: 'access_token', expires_in: TOKEN_SECONDS };
  });

  app.post<{ Body: RequestToPayBody }>('/sim/mtn/collection/v1_0/requesttopay', async (req, reply) => {
    if (!subscriptionKeyOk(req) || !bearerOk(req)) return denied(reply);
    const reference = String(req.headers['x-reference-id'] ?? '');
    if (!UUID_V4.test(reference)) return error(reply, 400, 'INVALID_REFERENCE_ID', 'X-Reference-Id must be a UUID v4.');
    if (req.headers['x-target-environment'] !== settings.targetEnvironment) {
      return error(reply, 500, 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.');
    }
    const callbackUrl = req.headers['x-callback-url'];
    // MTN calls back only the host registered for the API user; here, only this app.
    if (callbackUrl !== undefined && !isOwn(String(callbackUrl), books.settings.callbackOrigin)) {
      return error(reply, 500, 'INVALID_CALLBACK_URL_HOST', 'Callback URL host is invalid.');
    }
    const body = req.body ?? {};
    if (body.currency !== settings.currency) return error(reply, 500, 'INVALID_CURRENCY', 'Currency not supported.');
    const amount = Number(body.amount);
    const msisdn = String(body.payer?.partyId ?? '');
    const tooLong = [body.payerMessage, body.payeeNote].some((m) => typeof m === 'string' && m.length > 160);
    if (typeof body.amount !== 'string' || !isAmount(amount) || !/^2507\d{8}$/.test(msisdn) || tooLong) {
      return error(reply, 400, 'BAD_REQUEST', 'Request body is invalid.');
    }
    const opened = await books.open(
      {
        provider: 'mtn',
        reference,
        amount,
        currency: settings.currency,
        msisdn,
        externalId: typeof body.externalId === 'string' ? body.externalId : null,
        callbackUrl: callbackUrl === undefined ? null : String(callbackUrl),
      },
      msisdn.slice(3),
    );
    if (!opened)
      return error(reply, 409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.');
    return reply.status(202).send();
  });

  app.get<{ Params: { reference: string } }>('/sim/mtn/collection/v1_0/requesttopay/:reference', async (req, reply) => {
    if (!subscriptionKeyOk(req) || !bearerOk(req)) return denied(reply);
    const tx = await books.current('mtn', req.params.reference);
    if (!tx) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    const body = mtnStatusBody(tx);
    // The "timeout" marker is ours; MTN shows nothing until the request expires.
    return tx.status === 'pending' ? { ...body, reason: undefined } : body;
  });

  app.get('/sim/mtn/collection/v1_0/accountholder/msisdn/:msisdn/active', async (req, reply) =>
    subscriptionKeyOk(req) && bearerOk(req) ? { result: true } : denied(reply),
  );
}
