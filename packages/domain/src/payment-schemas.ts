import { z } from 'zod/mini';
import { phoneNumber } from './phone-code-schemas.ts';
import { PAID_PLANS, PAYMENT_METHODS } from './plans.ts';
import { SEATS_MAX } from './seats.ts';

export const StartPaymentSchema = z.strictObject({
  plan: z.enum(PAID_PLANS, 'validation.plan_invalid'),
  method: z.enum(PAYMENT_METHODS, 'validation.method_required'),
  phone: phoneNumber,
  /** Made once per pay button press: a retried request returns the same payment instead of a second one. */
  requestId: z.uuid('validation.body_invalid'),
  /** A school buys seats for its students: this many of the plan, for this many times its price. */
  seats: z.optional(
    z
      .number('validation.seats_invalid')
      .check(
        z.int('validation.seats_invalid'),
        z.minimum(1, 'validation.seats_invalid'),
        z.maximum(SEATS_MAX, 'validation.seats_invalid'),
      ),
  ),
});
export type StartPaymentInput = z.input<typeof StartPaymentSchema>;
