import { PAYMENT_WAIT_SECONDS, type PaymentView } from '@provisoire/domain';
import type { PaymentRow } from './payments.repository.ts';

/**
 * What the learner's browser sees of a payment, at `now` on the server's clock. `secondsLeft` is what
 * remains of the modal's wait for the PIN (0 once settled), so the countdown survives a reload and
 * follows the server's clock, not the phone's.
 */
export const presentPayment = (p: PaymentRow, now: Date): PaymentView => ({
  id: p.id,
  plan: p.plan,
  amount: p.amount,
  /** Seats a school bought with it; null for a learner's own plan. */
  seats: p.seats,
  currency: p.currency,
  method: p.method,
  phone: p.phone,
  status: p.status,
  /** The payer gave up waiting; it may still turn out paid, and then it counts. */
  cancelled: p.cancelledAt !== null,
  createdAt: p.createdAt.toISOString(),
  settledAt: p.settledAt?.toISOString() ?? null,
  secondsLeft:
    p.status === 'pending' && !p.cancelledAt
      ? Math.max(0, Math.ceil((p.createdAt.getTime() + PAYMENT_WAIT_SECONDS * 1000 - now.getTime()) / 1000))
      : 0,
});
