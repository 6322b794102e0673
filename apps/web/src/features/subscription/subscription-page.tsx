import { PAID_PLANS, type PaidPlanCode, PLANS } from '@provisoire/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n/t.ts';
import { formatDay, formatPaymentDate } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { type Payment, paymentsQuery, type Subscription, startTrial, useSubscription } from './api.ts';
import { PaymentModal } from './payment-modal.tsx';

export function Component() {
  const { data, isPending, isError, refetch } = useSubscription();
  const [buying, setBuying] = useState<PaidPlanCode | null>(null);
  const [showPlans, setShowPlans] = useState(false);
  if (isPending) return <LoadingStatus text={t('subscription.loading')} />;
  if (isError || !data) return <LoadError text={t('subscription.load_error')} onRetry={() => refetch()} />;
  const active = data.subscription?.status === 'active';

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <h1 className="text-2xl font-bold">{t('subscription.title')}</h1>
        <Status subscription={data.subscription} />
      </section>
      {active && <Payments />}
      {active && !showPlans && (
        <Button variant="secondary" onClick={() => setShowPlans(true)}>
          {t('subscription.extend')}
        </Button>
      )}
      {(!active || showPlans) && <Plans trialAvailable={data.trialAvailable} onBuy={setBuying} />}
      <PaymentModal plan={buying} onClose={() => setBuying(null)} />
    </div>
  );
}

function Status({ subscription }: { subscription: Subscription | null }) {
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
        {t(label)}
      </span>
      {subscription && active && (
        <>
          <span className="font-semibold">{t('subscription.days_left', { days: subscription.daysLeft })}</span>
          <span className="text-sm text-stone-600">
            {t('subscription.ends', { date: formatDay(subscription.end) })}
          </span>
        </>
      )}
    </div>
  );
}

function Payments() {
  const { data, isPending, isError, refetch } = useQuery(paymentsQuery);
  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" aria-labelledby="payments-title">
      <h2 id="payments-title" className="text-lg font-bold">
        {t('subscription.payments_title')}
      </h2>
      {isPending && <LoadingStatus text={t('subscription.loading')} />}
      {isError && <LoadError text={t('subscription.load_error')} onRetry={() => refetch()} />}
      {data && data.length === 0 && <p className="mt-2 text-stone-600">{t('subscription.payments_empty')}</p>}
      {data && data.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-200">
          {data.map((p) => (
            <PaymentRow key={p.id} payment={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const tone = { paid: 'text-emerald-800', failed: 'text-red-700', pending: 'text-amber-800' }[payment.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <span>
        <span className="font-semibold">{t(`plan.${payment.plan}`)}</span> ·{' '}
        {t('plan.price', { amount: payment.amount })} · {t(`pay.${payment.method}`)}
        <span className="block text-sm text-stone-600">{formatPaymentDate(payment.createdAt)}</span>
      </span>
      <span className={`text-sm font-semibold ${tone}`}>{t(`payment.status_${payment.status}`)}</span>
    </li>
  );
}

function Plans({ trialAvailable, onBuy }: { trialAvailable: boolean; onBuy: (plan: PaidPlanCode) => void }) {
  const trial = useMutation({
    mutationFn: startTrial,
    onSuccess: () => toast.success(t('subscription.trial_started')),
  });
  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4">
      <h2 id="plans-title" className="text-lg font-bold">
        {t('subscription.plans_title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {PAID_PLANS.map((code) => (
          <article key={code} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <h3 className="text-lg font-bold">{t(`plan.${code}`)}</h3>
            <p className="text-2xl font-extrabold text-emerald-800">
              {t('plan.price', { amount: PLANS[code].amount })}
            </p>
            <Button
              className="mt-auto"
              onClick={() => onBuy(code)}
              aria-label={`${t('subscription.buy')}: ${t(`plan.${code}`)}`}
            >
              {t('subscription.buy')}
            </Button>
          </article>
        ))}
      </div>
      {trialAvailable && (
        <article className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <h3 className="font-bold">{t('subscription.trial_title')}</h3>
          <p className="text-sm text-stone-700">{t('subscription.trial_text')}</p>
          <Button variant="accent" busy={trial.isPending} onClick={() => trial.mutate()}>
            {t('subscription.trial_button')}
          </Button>
        </article>
      )}
    </section>
  );
}
