import { PAID_PLANS, type PaidPlanCode, PLANS, SEATS_MAX, type SeatCount } from '@provisoire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fieldText } from '../../lib/api-client.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { planName } from '../../lib/plan-name.ts';
import { Button } from '../../ui/button.tsx';
import { Card, cardClass } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PaymentModal } from '../subscription/payment-modal.tsx';
import { Payments } from '../subscription/payments-list.tsx';
import { subscriptionText } from '../subscription/subscription-text.ts';
import { useFollowedPayment } from '../subscription/use-followed-payment.ts';
import { SCHOOL_TEXTS, seatsQuery } from './api.ts';
import { schoolText } from './school-text.ts';

interface Order {
  plan: PaidPlanCode;
  seats: number;
}

/** `/dashboard/seats` (Intebe): the seats a school holds, buying more with MTN or Airtel, and its payments. */
export function Component() {
  const seats = useQuery(seatsQuery);
  const [order, setOrder] = useState<Order | null>(null);
  const follower = useFollowedPayment(order !== null);
  const queryClient = useQueryClient();
  const paid = follower.current?.payment.status === 'paid' ? follower.current.payment.id : null;
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: seatsQuery.queryKey });
  }, [paid, queryClient]);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle text={schoolText('seats.title')} />
      <Card className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{schoolText('seats.title')}</h1>
        <p className="text-stone-700">{schoolText('seats.intro')}</p>
      </Card>
      {seats.isPending ? (
        <LoadingBlock />
      ) : seats.isError ? (
        <QueryLoadError error={seats.error} onRetry={() => seats.refetch()} busy={seats.isFetching} />
      ) : (
        <>
          <Counts seats={seats.data} />
          <section aria-labelledby="buy-seats" className="flex flex-col gap-4">
            <h2 id="buy-seats" className="text-lg font-bold">
              {schoolText('seats.buy_title')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-3">
              {PAID_PLANS.map((plan) => (
                <BuyCard key={plan} plan={plan} onBuy={setOrder} />
              ))}
            </div>
          </section>
          <Payments />
        </>
      )}
      <PaymentModal
        plan={order?.plan ?? null}
        seats={order?.seats}
        texts={SCHOOL_TEXTS}
        follower={follower}
        onClose={() => {
          setOrder(null);
          follower.seen();
        }}
      />
    </div>
  );
}

function Counts({ seats }: { seats: SeatCount[] }) {
  return (
    <Card aria-labelledby="seat-counts" padding="md">
      <h2 id="seat-counts" className="text-lg font-bold">
        {schoolText('seats.counts')}
      </h2>
      <ul className="mt-2 divide-y divide-stone-200">
        {seats.map((count) => (
          <li
            key={count.plan}
            className="flex flex-wrap justify-between gap-x-3 py-2"
            data-testid={`seats-${count.plan}`}
          >
            <span className="font-semibold">{planName(count.plan)}</span>
            <span>
              <span className="font-semibold text-emerald-800">{schoolText('seats.free', { count: count.free })}</span>
              {' · '}
              <span className="text-stone-600">{schoolText('seats.assigned', { count: count.assigned })}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** One plan: how many seats, what they cost together, and the button that opens the payment. */
function BuyCard({ plan, onBuy }: { plan: PaidPlanCode; onBuy: (order: Order) => void }) {
  const [typed, setTyped] = useState('10');
  const count = /^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
  const valid = count >= 1 && count <= SEATS_MAX;
  const [error, setError] = useState(false);
  return (
    <article className={cardClass('md', 'flex flex-col gap-3')}>
      <h3 className="text-lg font-bold">{planName(plan)}</h3>
      <p className="text-stone-700">{subscriptionText('plan.price', { amount: formatAmount(PLANS[plan].amount) })}</p>
      <Field
        label={schoolText('seats.count')}
        inputMode="numeric"
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(false);
        }}
        error={error ? fieldText('validation.seats_invalid', SCHOOL_TEXTS) : undefined}
      />
      <p className="font-bold text-emerald-800" aria-live="polite">
        {valid ? schoolText('seats.total', { amount: formatAmount(PLANS[plan].amount * count) }) : '\u00a0'}
      </p>
      <Button
        className="mt-auto"
        aria-label={`${schoolText('seats.buy')}: ${planName(plan)}`}
        onClick={() => (valid ? onBuy({ plan, seats: count }) : setError(true))}
      >
        {schoolText('seats.buy')}
      </Button>
    </article>
  );
}
