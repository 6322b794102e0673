import type { PaymentMethod, PlanCode } from './plans.ts';

/** A grant by hand says why, so that the audit log explains it (a cash payment at a school, a refund). */
export const GRANT_REASON_MIN = 3;
export const GRANT_REASON_MAX = 200;

export const PAYMENT_STATES = ['pending', 'paid', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

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
  /** The learner gave up waiting: still pending while the provider is asked, as the money may come. */
  cancelledAt: string | null;
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
