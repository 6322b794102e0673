import type { ErrorBody, ErrorCode } from '@provisoire/domain';

/** An answer the caller can act on: a stable code and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly extra: Pick<ErrorBody, 'fields' | 'retryAfter' | 'paymentId' | 'triesLeft'> = {},
  ) {
    super(code);
  }
}
