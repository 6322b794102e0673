import { describe, expect, it } from 'vitest';
import { paymentFailureKind } from './payment-failures.ts';

describe('paymentFailureKind', () => {
  it.each([
    ['APPROVAL_REJECTED', 'refused'],
    ['Refused by the subscriber', 'refused'],
    ['TRANSACTION_CANCELED', 'refused'],
    ['NOT_ENOUGH_FUNDS', 'no_funds'],
    ['Insufficient funds', 'no_funds'],
    ['LOW_BALANCE_OR_PAYEE_LIMIT_REACHED_OR_NOT_ALLOWED', 'no_funds'],
    ['EXPIRED', 'expired'],
    ['timeout', 'expired'],
    ['Transaction Timed Out', 'expired'],
    ['Incorrect Pin has been entered', 'wrong_pin'],
    ['INVALID_PHONE', 'invalid_number'],
    ['PAYER_NOT_FOUND', 'invalid_number'],
    ['PAYER_LIMIT_REACHED', 'limit'],
    ['NOT_FOUND', 'not_found'],
    ['MISMATCH amount', 'mismatch'],
    ['INTERNAL_PROCESSING_ERROR', 'provider_error'],
    ['Transaction failed', 'provider_error'],
    ['TF', 'provider_error'],
    ['REFUSED', 'provider_error'],
    ['400', 'provider_error'],
    ['SOMETHING_NEW', 'unknown'],
    ['', 'unknown'],
  ])('reads %j as %s', (raw, kind) => {
    expect(paymentFailureKind(raw)).toBe(kind);
  });
});
