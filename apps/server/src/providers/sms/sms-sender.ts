import { fetchWithin } from '../fetch-within.ts';

interface SmsMessage {
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

/** A gateway call with a time limit; no answer is a retriable SmsError. */
export const callGateway = (gateway: string, url: string, init: RequestInit) =>
  fetchWithin(url, init, (reason) => new SmsError(`no answer from ${gateway}: ${reason}`, true));

/** An HTTP refusal: the gateway may recover from a 5xx or a rate limit, not from bad credentials or a bad number. */
export function refused(gateway: string, status: number): SmsError {
  return new SmsError(`${gateway} refused the SMS (${status})`, status >= 500 || status === 429);
}
