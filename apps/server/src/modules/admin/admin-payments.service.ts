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
  return async (actorId: string, paymentId: string) => {
    const checked = await payments.check(paymentId);
    if (!checked) throw new AppError('payment_not_found', 404);
    await recordAudit(db, {
      actorId,
      action: 'admin.payment_checked',
      subject: paymentId,
      details: { status: checked.status },
    });
    const [row] = (await lists.payments({ paymentId, limit: 1 })).rows;
    return row;
  };
}

export type AdminPaymentCheck = ReturnType<typeof createAdminPaymentCheck>;
