import { z } from 'zod/mini';
import { AdminListQuerySchema } from './admin-lists.ts';
import { PAID_PLANS, type PaymentMethod, type PlanCode } from './plans.ts';

/** A grant by hand says why, so that the audit log explains it (a cash payment at a school, a refund). */
export const GRANT_REASON_MIN = 3;
export const GRANT_REASON_MAX = 200;

/**
 * An admin's grant or extension of a learner's subscription. `requestId` is made once per press of the
 * button, so a retried request grants once.
 */
export const GrantSchema = z.strictObject({
  requestId: z.uuid('validation.body_invalid'),
  plan: z.enum(PAID_PLANS, 'validation.plan_invalid'),
  reason: z
    .string('validation.body_invalid')
    .check(
      z.trim(),
      z.minLength(GRANT_REASON_MIN, 'validation.body_invalid'),
      z.maxLength(GRANT_REASON_MAX, 'validation.body_invalid'),
    ),
});
export type GrantInput = z.output<typeof GrantSchema>;

export const PAYMENT_STATES = ['pending', 'paid', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** `?status=` narrows the payments list to one state (pending and failed are what an admin follows). */
export const AdminPaymentsQuerySchema = z.strictObject({
  ...AdminListQuerySchema.shape,
  status: z.optional(z.enum(PAYMENT_STATES, 'validation.body_invalid')),
});
export type AdminPaymentsQuery = z.output<typeof AdminPaymentsQuerySchema>;

export interface AdminPayment {
  id: string;
  userId: string;
  displayName: string;
  /** The number that was asked to pay. */
  phone: string;
  plan: PlanCode;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentState;
  /** What the provider knows it by (MTN X-Reference-Id, Airtel transaction id). */
  reference: string;
  transactionId: string | null;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** A line of the audit log: who did what to whom. */
export interface AdminAuditEntry {
  id: string;
  action: string;
  at: string;
  actor: { id: string; displayName: string } | null;
  /** The learner the event is about, when there is one. */
  learner: { id: string; displayName: string } | null;
  details: Record<string, unknown>;
}
