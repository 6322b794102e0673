import type { PaymentMethod, RwandanMobile } from '@provisoire/domain';

export interface PaymentRequest {
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
      amount: number | null;
      currency: string | null;
      payer: string | null;
      transactionId: string | null;
    }
  | { state: 'failed'; reason: string }
  /** The provider has no such transaction: our request never reached it. */
  | { state: 'unknown' };

export interface PaymentProvider {
  readonly method: PaymentMethod;
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

const TIMEOUT_MS = 15_000;

/** fetch with a time limit; a network failure or time-out becomes a retriable ProviderError. */
export async function callProvider(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`no answer from ${new URL(url).host}: ${(error as Error).message}`, true);
  }
}

export async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
