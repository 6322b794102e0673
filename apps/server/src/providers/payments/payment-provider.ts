import type { PaymentMethod, RwandanMobile } from '@provisoire/domain';
import { fetchWithin } from '../fetch-within.ts';

interface PaymentRequest {
  /** Our reference, fixed before the first call; a retry sends the same one. */
  reference: string;
  amount: number;
  currency: string;
  phone: RwandanMobile;
  /** Shown to the payer (MTN payerMessage, Airtel reference); at most 160 characters, no & or '. */
  description: string;
  /** Our payment id, for the provider's statements. */
  externalId: string;
}

export type ProviderStatus =
  | { state: 'pending' }
  | {
      state: 'paid';
      // What the provider's answer says of the payment, each compared with ours; null where its
      // answer does not carry it (Airtel's enquiry has no amount, currency or payer).
      amount: number | null;
      currency: string | null;
      payer: string | null;
      /** Our reference as the provider echoes it (Airtel `transaction.id`). */
      reference: string | null;
      /** Our payment id as the provider echoes it (MTN `externalId`). */
      externalId: string | null;
      transactionId: string | null;
    }
  | { state: 'failed'; reason: string }
  /** The provider has no such transaction: our request never reached it. */
  | { state: 'unknown' };

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Status calls a second that the provider allows; the reconciler stays under it. */
  readonly statusChecksPerSecond: number;
  /** Resolves once the provider has the request (a duplicate of one it has counts as accepted). */
  requestToPay(request: PaymentRequest): Promise<void>;
  status(reference: string): Promise<ProviderStatus>;
}

/** A provider call that did not go through; `retriable` when trying again later may succeed. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** A provider call with a time limit; no answer is a retriable ProviderError. */
export const callProvider = (url: string, init: RequestInit) =>
  fetchWithin(url, init, (reason) => new ProviderError(`no answer from ${new URL(url).host}: ${reason}`, true));

export async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Calls with the bearer token from `tokens`; a 401 means the provider no longer takes that token,
 * so one new token is fetched and the call tried once more.
 */
export function bearerCaller(
  base: string,
  fixedHeaders: Record<string, string>,
  tokens: { get(): Promise<string>; invalidate(): void },
) {
  return async (path: string, init: RequestInit & { headers: Record<string, string> }) => {
    for (let attempt = 0; ; attempt++) {
      const res = await callProvider(`${base}${path}`, {
        ...init,
        headers: { ...fixedHeaders, Authorization: `Bearer ${await tokens.get()}`, ...init.headers },
      });
      if (res.status !== 401 || attempt > 0) return res;
      tokens.invalidate();
    }
  };
}
