import type { PaymentView } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { formatDayTime } from '../../lib/format-date.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { planName } from '../../lib/plan-name.ts';
import { Card } from '../../ui/card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { paymentsQuery } from './api.ts';
import { subscriptionText } from './subscription-text.ts';

/** Every payment the account made, newest first; nothing while there is none (the free day is no payment). */
export function Payments() {
  const { data, isError, refetch } = useQuery(paymentsQuery);
  if (isError) return <LoadError text={subscriptionText('subscription.load_error')} onRetry={() => refetch()} />;
  if (!data?.length) return null;
  return (
    <Card aria-labelledby="payments-title">
      <h2 id="payments-title" className="text-lg font-bold">
        {subscriptionText('subscription.payments_title')}
      </h2>
      <ul className="mt-3 divide-y divide-stone-200">
        {data.map((p) => (
          <PaymentRow key={p.id} payment={p} />
        ))}
      </ul>
    </Card>
  );
}

/** The status keeps its own column, so a long plan line wraps beside it instead of pushing it down. */
function PaymentRow({ payment }: { payment: PaymentView }) {
  const tone = { paid: 'text-emerald-800', failed: 'text-red-700', pending: 'text-amber-800' }[payment.status];
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 py-3" data-testid="payment-row">
      <span>
        <span className="font-semibold">
          {payment.seats
            ? subscriptionText('payment.seats', {
                count: payment.seats,
                plan: planName(payment.plan),
              })
            : planName(payment.plan)}
        </span>{' '}
        · {subscriptionText('plan.price', { amount: formatAmount(payment.amount) })}
        <span className="block text-sm text-stone-600">
          {subscriptionText(`pay.${payment.method}`)} · {formatDayTime(payment.createdAt)}
        </span>
      </span>
      <span className={`text-sm font-semibold ${tone}`} data-testid="payment-status">
        {payment.status === 'pending' && payment.cancelled
          ? subscriptionText('payment.status_cancelled')
          : subscriptionText(`payment.status_${payment.status}`)}
      </span>
    </li>
  );
}
