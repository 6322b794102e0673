import type { PaymentState } from './admin-actions.ts';
import type { PaidPlanCode, PaymentMethod, PlanCode } from './plans.ts';

// What the subscription and payments API answers: the server's presenters return these types and the
// web reads them, so neither side can change a field alone.

/** A subscription as the API shows it; an end that has passed reads as expired before the sweep writes it. */
export interface SubscriptionView {
  status: 'active' | 'expired';
  plan: PlanCode;
  start: string;
  end: string;
  daysLeft: number;
}

/** `GET /api/subscription`. */
export interface SubscriptionAnswer {
  subscription: SubscriptionView | null;
  trialAvailable: boolean;
}

/** A payment as its payer's browser sees it, at the server's clock. */
export interface PaymentView {
  id: string;
  /** The trial is never bought: the server refuses a payment for it. */
  plan: PaidPlanCode;
  amount: number;
  /** Seats a school bought with it; null for a learner's own plan. */
  seats: number | null;
  currency: string;
  method: PaymentMethod;
  /** +2507…, the number that was asked for the PIN. */
  phone: string;
  status: PaymentState;
  /** The payer gave up waiting; it may still turn out paid, and then it counts. */
  cancelled: boolean;
  createdAt: string;
  settledAt: string | null;
  /** What remained of the 240 s wait for the PIN when the server answered (0 once settled). */
  secondsLeft: number;
}
