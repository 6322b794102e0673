import type { SubscriptionView } from '@provisoire/domain';
import { PAID_PLANS, type PaidPlanCode, PLANS } from '@provisoire/domain';
import { useState } from 'react';
import { formatDay } from '../../lib/format-date.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { planName } from '../../lib/plan-name.ts';
import { Button } from '../../ui/button.tsx';
import { Card, cardClass } from '../../ui/card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { useSubscription } from './api.ts';
import { PaymentModal } from './payment-modal.tsx';
import { Payments } from './payments-list.tsx';
import { subscriptionText } from './subscription-text.ts';
import { TrialOffer } from './trial-offer.tsx';
import { type Followed, useFollowedPayment } from './use-followed-payment.ts';

export function Component() {
  return (
    <>
      <PageTitle text={subscriptionText('subscription.title')} />
      <SubscriptionPage />
    </>
  );
}

function SubscriptionPage() {
  const { data, isPending, isError, refetch } = useSubscription();
  const [buying, setBuying] = useState<PaidPlanCode | null>(null);
  const [showPlans, setShowPlans] = useState(false);
  const follower = useFollowedPayment(buying !== null);
  if (isPending) return <LoadingStatus text={subscriptionText('subscription.loading')} />;
  if (isError || !data)
    return <LoadError text={subscriptionText('subscription.load_error')} onRetry={() => refetch()} />;
  const active = data.subscription?.status === 'active';
  const waiting = follower.current?.payment.status === 'pending' ? follower.current : null;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h1 className="text-2xl font-bold">{subscriptionText('subscription.title')}</h1>
        <Status subscription={data.subscription} />
      </Card>
      {waiting && buying === null && <WaitingNotice followed={waiting} onOpen={setBuying} />}
      <TrialOffer />
      <Payments />
      {active && !showPlans && (
        <Button variant="secondary" onClick={() => setShowPlans(true)}>
          {subscriptionText('subscription.extend')}
        </Button>
      )}
      {(!active || showPlans) && <Plans onBuy={setBuying} />}
      <PaymentModal
        plan={buying}
        follower={follower}
        onClose={() => {
          setBuying(null);
          follower.seen();
        }}
      />
    </div>
  );
}

function Status({ subscription }: { subscription: SubscriptionView | null }) {
  const active = subscription?.status === 'active';
  const label = !subscription
    ? 'subscription.status_none'
    : active
      ? 'subscription.status_active'
      : 'subscription.status_expired';
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <span
        className={`rounded-full px-3 py-1 text-sm font-semibold ${active ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
        data-testid="subscription-status"
      >
        {subscriptionText(label)}
      </span>
      {subscription && active && (
        <>
          {subscription.plan === 'trial' && <span className="font-semibold">{planName('trial')}</span>}
          <span className="font-semibold">
            {subscriptionText('subscription.days_left', { days: subscription.daysLeft })}
          </span>
          <span className="text-sm text-stone-600">
            {subscriptionText('subscription.ends', { date: formatDay(subscription.end) })}
          </span>
        </>
      )}
    </div>
  );
}

/** The modal was closed before the phone answered: the page still follows the payment and says so. */
function WaitingNotice({ followed, onOpen }: { followed: Followed; onOpen: (plan: PaidPlanCode) => void }) {
  const { payment } = followed;
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="text-amber-950">
        {subscriptionText('pay.pending_notice', {
          plan: planName(payment.plan),
          amount: formatAmount(payment.amount),
        })}
      </p>
      <Button variant="secondary" onClick={() => onOpen(payment.plan)} className="shrink-0">
        {subscriptionText('pay.pending_open')}
      </Button>
    </section>
  );
}

function Plans({ onBuy }: { onBuy: (plan: PaidPlanCode) => void }) {
  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4">
      <h2 id="plans-title" className="text-lg font-bold">
        {subscriptionText('subscription.plans_title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {PAID_PLANS.map((code) => (
          <article key={code} className={cardClass('md', 'flex flex-col gap-3')}>
            <h3 className="text-lg font-bold">{planName(code)}</h3>
            <p className="text-2xl font-extrabold text-emerald-800">
              {subscriptionText('plan.price', { amount: formatAmount(PLANS[code].amount) })}
            </p>
            <Button
              className="mt-auto"
              onClick={() => onBuy(code)}
              aria-label={`${subscriptionText('subscription.buy')}: ${planName(code)}`}
            >
              {subscriptionText('subscription.buy')}
            </Button>
          </article>
        ))}
      </div>
    </section>
  );
}
