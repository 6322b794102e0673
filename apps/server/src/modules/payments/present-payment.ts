import type { PaymentRow } from './payments.repository.ts';

/** What the learner's browser sees of a payment. */
export const presentPayment = (p: PaymentRow) => ({
  id: p.id,
  plan: p.plan,
  amount: p.amount,
  currency: p.currency,
  method: p.method,
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  settledAt: p.settledAt?.toISOString() ?? null,
});
