import { type AdminPayment, formatRwandanMobile, PAYMENT_STATES, type PaymentState } from '@provisoire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/api-client.ts';
import { formatDayTime } from '../../lib/format-date.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { planName } from '../../lib/plan-name.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.ts';
import { AdminList } from './admin-list.tsx';
import { adminText } from './admin-text.ts';
import { checkPayment } from './api.ts';
import { failureReasonText } from './failure-reason.ts';

const STATE_OPTIONS = PAYMENT_STATES.map((state) => ({ value: state, label: adminText(`payments.${state}`) }));
const STATE_COLOURS = {
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  paid: 'bg-emerald-100 text-emerald-900',
} as const;

const isState = (value: string | null): value is PaymentState => PAYMENT_STATES.includes(value as PaymentState);

/** `/dashboard/payments` (Ubwishyu): every payment, the pending and failed ones a choice away. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = isState(asked) ? asked : '';
  const stateSelect = (
    <SelectField
      label={adminText('payments.state')}
      placeholder={adminText('payments.all')}
      options={STATE_OPTIONS}
      value={status}
      onChange={(e) => {
        const next = new URLSearchParams(params);
        if (e.target.value) next.set('status', e.target.value);
        else next.delete('status');
        setParams(next);
      }}
    />
  );
  return (
    <AdminList
      name="payments"
      title={adminText('payments.title')}
      filters={{ control: stateSelect, status }}
      keyOf={(p) => p.id}
    >
      {(payment) => <PaymentCard payment={payment} />}
    </AdminList>
  );
}

const providerName = (p: AdminPayment) => adminText(`pay.${p.method}`);

function PaymentCard({ payment: p }: { payment: AdminPayment }) {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => checkPayment(p.id),
    onSuccess: (checked) => {
      queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(
        checked.status === 'pending'
          ? adminText('payments.checked_still', { provider: providerName(p) })
          : adminText('payments.checked', { status: adminText(`payments.${checked.status}`) }),
      );
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold break-words">{p.displayName || formatRwandanMobile(p.phone)}</h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_COLOURS[p.status]}`}>
          {adminText(p.status === 'pending' && p.cancelledAt ? 'payments.cancelled' : `payments.${p.status}`)}
        </span>
      </div>
      <p className="font-medium">
        {adminText('plan.price', { amount: formatAmount(p.amount) })} · {planName(p.plan)} · {providerName(p)}
      </p>
      <p className="text-sm text-stone-700">
        {formatRwandanMobile(p.phone)} · {formatDayTime(p.createdAt)}
      </p>
      <p className="text-sm break-words text-stone-600">
        {adminText('payments.reference', { reference: p.reference })}
      </p>
      {p.transactionId && (
        <p className="text-sm break-words text-stone-600">
          {adminText('payments.transaction', { provider: providerName(p), id: p.transactionId })}
        </p>
      )}
      {p.failureReason && <p className="text-sm break-words text-red-800">{failureReasonText(p.failureReason)}</p>}
      {p.status === 'pending' && (
        <Button variant="secondary" className="mt-1 self-start" busy={check.isPending} onClick={() => check.mutate()}>
          {adminText('payments.check', { provider: providerName(p) })}
          <span className="sr-only">: {p.displayName || formatRwandanMobile(p.phone)}</span>
        </Button>
      )}
    </div>
  );
}
