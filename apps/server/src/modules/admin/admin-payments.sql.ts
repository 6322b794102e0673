import type { PaymentMethod, PaymentState, PlanCode } from '@provisoire/domain';
import { args, type ListArgs, type ListQuery, position, WHERE } from './admin-lists.sql.ts';

/**
 * Every payment with its learner, newest first; `status` narrows it to one state, `paymentId` to one
 * payment. The search also matches the number that was asked to pay.
 */
export const paymentsQuery = (
  list: ListArgs & { status?: PaymentState | undefined; paymentId?: string | undefined },
): ListQuery => ({
  text: `SELECT p.id, p.user_id, u.display_name, p.phone, p.plan, p.amount, p.currency, p.method, p.status,
      p.provider_ref, p.provider_transaction_id, p.failure_reason, p.created_at, p.settled_at, p.cancelled_at,
      ${position('p.created_at')}
    FROM payments p JOIN users u ON u.id = p.user_id
    WHERE (${WHERE} OR p.phone LIKE $2) AND ($6::payment_status IS NULL OR p.status = $6)
      AND ($7::uuid IS NULL OR p.id = $7)
      AND ($3::timestamptz IS NULL OR (p.created_at, p.id) < ($3, $4::uuid))
    ORDER BY p.created_at DESC, p.id DESC LIMIT $5`,
  values: [...args(list), list.status ?? null, list.paymentId ?? null],
});

export interface PaymentListRow {
  id: string;
  user_id: string;
  display_name: string;
  phone: string;
  plan: PlanCode;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentState;
  provider_ref: string;
  provider_transaction_id: string | null;
  failure_reason: string | null;
  created_at: Date;
  settled_at: Date | null;
  cancelled_at: Date | null;
  position: string;
}
