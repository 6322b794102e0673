import { z } from 'zod/mini';

// Callbacks are unsigned and anonymous: only these fields, this short, are read and kept for the
// audit (unknown keys are dropped); anything else is refused. See docs/payments.md.
const text = z.string().check(z.maxLength(100));
const id = z.optional(z.union([text, z.number()]));

/** MTN's callback repeats its status answer (PUT or POST to our URL with the reference in the path). */
export const MtnCallbackSchema = z.object({
  financialTransactionId: id,
  externalId: id,
  amount: id,
  currency: z.optional(text),
  payer: z.optional(z.object({ partyIdType: z.optional(text), partyId: z.optional(text) })),
  status: z.optional(text),
  reason: z.optional(z.union([text, z.object({ code: z.optional(text), message: z.optional(text) })])),
});

/** Airtel's callback: the transaction's id (ours), status and Airtel's id. */
export const AirtelCallbackSchema = z.object({
  transaction: z.object({
    id: text,
    message: z.optional(text),
    status_code: z.optional(text),
    airtel_money_id: z.optional(z.nullable(text)),
  }),
});

export const MtnCallbackParams = z.strictObject({ reference: z.string().check(z.maxLength(64)) });

/** A callback body as small and as free of surprises as the audit log should keep it. */
export const CALLBACK_BODY_LIMIT = 4 * 1024;
