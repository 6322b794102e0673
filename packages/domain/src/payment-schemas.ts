import { z } from 'zod/mini';
import { parseRwandanMobile } from './phone.ts';
import { PAID_PLANS, PAYMENT_METHODS } from './plans.ts';

export const StartPaymentSchema = z.strictObject({
  plan: z.enum(PAID_PLANS, 'validation.plan_invalid'),
  method: z.enum(PAYMENT_METHODS, 'validation.method_required'),
  phone: z.string({ error: 'validation.phone_required' }).check(
    z.trim(),
    z.minLength(1, 'validation.phone_required'),
    z.maxLength(20, 'validation.phone_invalid'),
    z.refine((v) => v === '' || parseRwandanMobile(v) !== null, 'validation.phone_invalid'),
  ),
  /** Made once per pay button press: a retried request returns the same payment instead of a second one. */
  requestId: z.uuid('validation.body_invalid'),
});
export type StartPaymentInput = z.input<typeof StartPaymentSchema>;
