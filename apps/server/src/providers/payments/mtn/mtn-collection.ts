import {
  bearerCaller,
  callProvider,
  type PaymentProvider,
  ProviderError,
  type ProviderStatus,
  readJson,
} from '../payment-provider.ts';
import { createTokenCache } from '../token-cache.ts';

export interface MtnConfig {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** `sandbox`, or `mtnrwanda` in production. */
  targetEnvironment: string;
  currency: string;
  /** Where MTN sends the callback for one payment; null leaves the header out (then we only poll). */
  callbackUrl: ((reference: string) => string) | null;
}

/** MTN MoMo Open API, Collection product: token, request-to-pay, status (see docs/payments.md). */
export function createMtnCollection(config: MtnConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, '');
  const key = { 'Ocp-Apim-Subscription-Key': config.subscriptionKey };
  const tokens = createTokenCache(async () => {
    const basic = Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64');
    const res = await callProvider(`${base}/collection/token/`, {
      method: 'POST',
      headers: { ...key, Authorization: `Basic ${basic}` },
    });
    const body = await readJson(res);
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new ProviderError(`MTN token refused (${res.status})`, res.status >= 500, String(body.error ?? res.status));
    }
    return { value: body.access_token, expiresInSeconds: Number(body.expires_in) || 3600 };
  });

  const authorized = bearerCaller(base, { ...key, 'X-Target-Environment': config.targetEnvironment }, tokens);

  return {
    method: 'mtn',
    statusChecksPerSecond: 10, // MTN's published cap on status calls

    async requestToPay(request) {
      const res = await authorized('/collection/v1_0/requesttopay', {
        method: 'POST',
        headers: {
          'X-Reference-Id': request.reference,
          'Content-Type': 'application/json',
          ...(config.callbackUrl && { 'X-Callback-Url': config.callbackUrl(request.reference) }),
        },
        body: JSON.stringify({
          amount: String(request.amount),
          currency: config.currency,
          externalId: request.externalId,
          payer: { partyIdType: 'MSISDN', partyId: `250${request.phone.national}` },
          payerMessage: request.description,
          payeeNote: request.externalId,
        }),
      });
      if (res.status === 202 || res.status === 409) return; // 409: this reference was accepted before
      const body = await readJson(res);
      const code = String(body.code ?? body.status ?? res.status);
      throw new ProviderError(`MTN request-to-pay refused (${res.status} ${code})`, res.status >= 500, code);
    },

    async status(reference): Promise<ProviderStatus> {
      const res = await authorized(`/collection/v1_0/requesttopay/${encodeURIComponent(reference)}`, {
        method: 'GET',
        headers: {},
      });
      if (res.status === 404) return { state: 'unknown' };
      const body = await readJson(res);
      if (!res.ok) throw new ProviderError(`MTN status failed (${res.status})`, true, String(body.code ?? res.status));
      if (body.status === 'SUCCESSFUL') {
        const payer = body.payer as { partyId?: unknown } | undefined;
        return {
          state: 'paid',
          amount: body.amount === undefined ? null : Number(body.amount),
          currency: typeof body.currency === 'string' ? body.currency : null,
          payer: typeof payer?.partyId === 'string' ? payer.partyId : null,
          reference: null, // MTN's status answer does not repeat X-Reference-Id
          externalId: typeof body.externalId === 'string' ? body.externalId : null,
          transactionId: typeof body.financialTransactionId === 'string' ? body.financialTransactionId : null,
        };
      }
      if (body.status === 'FAILED') return { state: 'failed', reason: reasonOf(body.reason) };
      return { state: 'pending' };
    },
  };
}

// `reason` is a string in current docs and an object { code, message } in older material.
function reasonOf(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && 'code' in reason) return String(reason.code);
  return 'FAILED';
}
