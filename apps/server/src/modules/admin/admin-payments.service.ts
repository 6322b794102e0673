import type { Database } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { AdminLists } from './admin-lists.service.ts';

/** 'Check with the provider now': the reconciler's own status check, for one payment, by an admin. */
export function createAdminPaymentCheck({
  db,
  payments,
  lists,
}: {
  db: Database;
  payments: PaymentsService;
  lists: AdminLists;
}) {
  /**
   * The answer is the payment as it stands after the check, whoever settled it: the reconciler or a
   * callback may settle it at the same moment (and a provider that cannot be reached leaves it pending).
   * A payment the provider does not know is sent again with the same reference, which the provider
   * refuses as a duplicate if a round sent it meanwhile: one prompt, not two.
   */
  return async (actorId: string, paymentId: string) => {
    await payments.check(paymentId); // asks nobody about a payment that does not exist
    const [checked] = (await lists.payments({ paymentId, limit: 1 })).rows;
    if (!checked) throw new AppError('payment_not_found', 404);
    await recordAudit(db, {
      actorId,
      action: 'admin.payment_checked',
      subject: paymentId,
      details: { status: checked.status },
    });
    return checked;
  };
}

export type AdminPaymentCheck = ReturnType<typeof createAdminPaymentCheck>;
