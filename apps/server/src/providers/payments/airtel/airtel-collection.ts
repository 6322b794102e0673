import {
  bearerCaller,
  callProvider,
  type PaymentProvider,
  ProviderError,
  type ProviderStatus,
  readJson,
} from '../payment-provider.ts';
import { createTokenCache } from '../token-cache.ts';

export interface AirtelConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: string;
  currency: string;
}

type Envelope = {
  data?: { transaction?: { id?: string; status?: string; message?: string; airtel_money_id?: string } };
  status?: { code?: string; success?: boolean; result_code?: string; response_code?: string; message?: string };
};

const DUPLICATE_ID = 'ESB000041';
const NO_SUCH_TRANSACTION = 'ESB000045';

/** Airtel Money Africa Open API, Collection: OAuth2 token, USSD push, transaction enquiry (see docs/payments.md). */
export function createAirtelCollection(config: AirtelConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, '');
  const market = { 'X-Country': config.country, 'X-Currency': config.currency, Accept: '*/*' };
  const tokens = createTokenCache(async () => {
    const res = await callProvider(`${base}/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: '*/*' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    const body = await readJson(res);
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new ProviderError(`Airtel token refused (${res.status})`, res.status >= 500, String(res.status));
    }
    return { value: body.access_token, expiresInSeconds: Number(body.expires_in) || 180 }; // expires_in is a string
  });

  const authorized = bearerCaller(base, market, tokens);

  return {
    method: 'airtel',
    statusChecksPerSecond: 10, // Airtel publishes none: MTN's

    async requestToPay(request) {
      const res = await authorized('/merchant/v1/payments/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          reference: request.description,
          subscriber: { country: config.country, currency: config.currency, msisdn: request.phone.national },
          transaction: {
            amount: request.amount,
            country: config.country,
            currency: config.currency,
            id: request.reference,
          },
        }),
      });
      const body = (await readJson(res)) as Envelope;
      // 200 only means the push is on its way; the enquiry tells whether the learner paid.
      if (res.ok && body.status?.success) return;
      const code = body.status?.result_code ?? body.status?.response_code ?? String(res.status);
      if (code === DUPLICATE_ID) return;
      throw new ProviderError(
        `Airtel payment refused (${res.status} ${code})`,
        res.status >= 500 || res.status === 408,
        code,
      );
    },

    async status(reference): Promise<ProviderStatus> {
      const res = await authorized(`/standard/v1/payments/${encodeURIComponent(reference)}`, {
        method: 'GET',
        headers: {},
      });
      const body = (await readJson(res)) as Envelope;
      if (res.status === 404 || body.status?.result_code === NO_SUCH_TRANSACTION) return { state: 'unknown' };
      if (!res.ok) throw new ProviderError(`Airtel enquiry failed (${res.status})`, true, String(res.status));
      // Branch only on data.transaction.status; the DP and ESB codes differ between sources.
      const transaction = body.data?.transaction;
      switch (transaction?.status) {
        case 'TS':
          return {
            state: 'paid',
            amount: null,
            currency: null,
            payer: null,
            reference: transaction.id ?? null,
            externalId: null,
            transactionId: transaction.airtel_money_id ?? null,
          };
        case 'TF':
          return { state: 'failed', reason: transaction.message ?? 'TF' };
        case 'TE':
          return { state: 'failed', reason: 'EXPIRED' };
        default: // TIP in progress, TA ambiguous: ask again later
          return { state: 'pending' };
      }
    },
  };
}
