export interface SmsMessage {
  /** E.164, e.g. +250788123456. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** A send that did not go through; `retriable` when trying again later may succeed. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

/** fetch with a time limit; a network failure or time-out becomes a retriable SmsError. */
export async function callGateway(gateway: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SmsError(`no answer from ${gateway}: ${(error as Error).message}`, true);
  }
}

/** An HTTP refusal: the gateway may recover from a 5xx or a rate limit, not from bad credentials or a bad number. */
export function refused(gateway: string, status: number): SmsError {
  return new SmsError(`${gateway} refused the SMS (${status})`, status >= 500 || status === 429);
}
