/**
 * Why a payment failed, in a few kinds the admin reads in Kinyarwanda, from the provider's own words:
 * MTN's reason codes (`APPROVAL_REJECTED`), Airtel's messages ("Refused by the subscriber") and our
 * own (`EXPIRED`, `INVALID_PHONE`, `MISMATCH …`). The raw reason stays beside it on screen.
 */
export const PAYMENT_FAILURE_KINDS = [
  'refused',
  'no_funds',
  'expired',
  'wrong_pin',
  'invalid_number',
  'limit',
  'not_found',
  'mismatch',
  'provider_error',
  'unknown',
] as const;
export type PaymentFailureKind = (typeof PAYMENT_FAILURE_KINDS)[number];

// First match wins: "LOW_BALANCE_OR_PAYEE_LIMIT_REACHED…" is about money before it is about a limit.
const RULES: [RegExp, PaymentFailureKind][] = [
  [/^MISMATCH\b/, 'mismatch'],
  [/APPROVAL_REJECTED|REJECT|REFUSED BY|DECLINED|CANCEL/, 'refused'],
  [/NOT_ENOUGH_FUNDS|INSUFFICIENT|LOW_BALANCE|BALANCE/, 'no_funds'],
  [/EXPIRED|TIME ?OUT|TIMED OUT|^TE$/, 'expired'],
  [/\bPIN\b/, 'wrong_pin'],
  [/INVALID_PHONE|PAYER_NOT_FOUND|INVALID MSISDN|NOT REGISTERED|INVALID_PAYER/, 'invalid_number'],
  [/LIMIT/, 'limit'],
  [/^NOT_FOUND$/, 'not_found'],
  [
    /INTERNAL|SERVICE_UNAVAILABLE|COULD_NOT_PERFORM|NOT_ALLOWED|TRANSACTION FAILED|^TF$|^FAILED$|^REFUSED$|^\d{3}$/,
    'provider_error',
  ],
];

export function paymentFailureKind(raw: string): PaymentFailureKind {
  const reason = raw.trim().toUpperCase();
  return RULES.find(([pattern]) => pattern.test(reason))?.[1] ?? 'unknown';
}
