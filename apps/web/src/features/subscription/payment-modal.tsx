import {
  PAYMENT_WAIT_SECONDS,
  type PaidPlanCode,
  type PaymentMethod,
  PLANS,
  parseRwandanMobile,
  StartPaymentSchema,
  walletForPhone,
} from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { ApiError, errorText, fieldText } from '../../lib/api-client.ts';
import { formatCountdown } from '../../lib/format-date.ts';
import { uuid } from '../../lib/uuid.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { refreshSubscription, startPayment } from './api.ts';
import { useCountdown } from './use-countdown.ts';
import { useLivePayment } from './use-live-payment.ts';

const METHODS: PaymentMethod[] = ['mtn', 'airtel'];

/** Choose a wallet, enter the number, then wait for the phone's answer, live, for 240 seconds. */
export function PaymentModal({ plan, onClose }: { plan: PaidPlanCode | null; onClose: () => void }) {
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      label={plan ? t('pay.title', { plan: t(`plan.${plan}`) }) : ''}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0"
    >
      {plan && <PaymentFlow plan={plan} onClose={onClose} />}
    </Dialog>
  );
}

function PaymentFlow({ plan, onClose }: { plan: PaidPlanCode; onClose: () => void }) {
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  // An earlier payment still waiting for its PIN: the modal follows it instead of starting another.
  const [resumed, setResumed] = useState(false);
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [chosen, setChosen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: startPayment,
    // Shown in the modal, except "too many starts": that one closes it and becomes the toast.
    meta: { showsInPlace: (error) => error.code !== 'too_many_attempts' },
  });
  const live = useLivePayment(paymentId);
  const status = live?.status ?? null;
  const left = useCountdown(PAYMENT_WAIT_SECONDS, sentAt);

  useEffect(() => {
    if (status === 'paid' || status === 'failed') void refreshSubscription();
  }, [status]);

  const onPhone = (value: string) => {
    setPhone(value);
    // The number's prefix suggests the wallet until the learner picks one.
    if (!chosen) setMethod(walletForPhone(parseRwandanMobile(value)) ?? method);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { plan, method: method ?? '', phone, requestId: uuid() };
    const parsed = StartPaymentSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      setPaymentId((await start.mutateAsync(parsed.data)).id);
      setSentAt(Date.now());
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payment_pending' && error.paymentId) {
        setPaymentId(error.paymentId);
        setResumed(true);
      } else if (error instanceof ApiError && error.code === 'too_many_attempts') onClose();
      else if (error instanceof ApiError && error.code === 'validation_failed') setErrors(error.fields);
      else setFailure(errorText(error));
    }
  };

  const retry = () => {
    setPaymentId(null);
    setSentAt(null);
    setResumed(false);
  };
  const title = <h2 className="text-xl font-bold">{t('pay.title', { plan: t(`plan.${plan}`) })}</h2>;

  if (paymentId && status === 'paid') {
    return (
      <Panel>
        <p role="status" className="text-lg font-semibold text-emerald-800">
          {t('pay.success')}
        </p>
        <Link to="/dashboard/amasomo" className={buttonClass('primary', 'w-full')}>
          {t('pay.to_lessons')}
        </Link>
      </Panel>
    );
  }

  if (paymentId && (status === 'failed' || (!resumed && left === 0))) {
    return (
      <Panel>
        <div role="alert">
          <p className="text-lg font-semibold text-red-800">{t('pay.failure')}</p>
          <p className="mt-1 text-stone-700">{t('pay.failure_text')}</p>
          {status !== 'failed' && <p className="mt-2 text-sm text-stone-600">{t('pay.late_note')}</p>}
        </div>
        <Button onClick={retry} className="w-full">
          {t('common.retry')}
        </Button>
        <Button variant="ghost" onClick={onClose} className="w-full">
          {t('pay.close')}
        </Button>
      </Panel>
    );
  }

  if (paymentId && resumed) {
    return (
      <Panel>
        {title}
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
          {t('errors.payment_pending')}
        </p>
        {live && (
          <p className="font-semibold">
            {t('pay.waiting_payment', { plan: t(`plan.${live.plan}`), amount: live.amount })}
          </p>
        )}
        <p role="status" className="text-stone-700">
          {status && t('pay.live_status', { status: t(`payment.status_${status}`) })}
        </p>
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">{t('pay.ussd_hint')}</p>
        <Button variant="ghost" onClick={onClose} className="w-full">
          {t('pay.close')}
        </Button>
      </Panel>
    );
  }

  if (paymentId) {
    return (
      <Panel>
        {title}
        <p className="font-semibold">{t('pay.pending_title')}</p>
        <p className="text-stone-700">{t('pay.pending_text', { phone })}</p>
        <p className="text-center text-4xl font-bold tabular-nums" role="timer" aria-label={t('pay.countdown')}>
          {formatCountdown(left)}
        </p>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{t('pay.ussd_hint')}</p>
      </Panel>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6">
      {title}
      <p className="text-stone-700">{t('pay.amount', { amount: PLANS[plan].amount })}</p>
      <FormAlert text={failure} />
      <fieldset>
        <legend className="text-sm font-medium">{t('pay.method')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {METHODS.map((m) => (
            <label
              key={m}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg font-semibold ring-2 ${method === m ? (m === 'mtn' ? 'bg-amber-300 ring-amber-500' : 'bg-red-600 text-white ring-red-700') : 'bg-white ring-stone-300'}`}
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setChosen(true);
                }}
                className="sr-only"
              />
              {t(`pay.${m}`)}
            </label>
          ))}
        </div>
        {errors.method && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fieldText(errors.method)}
          </p>
        )}
      </fieldset>
      <Field
        label={t('pay.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('pay.phone_hint')}
        value={phone}
        onChange={(e) => onPhone(e.target.value)}
        error={fieldText(errors.phone)}
      />
      <Button type="submit" busy={start.isPending} disabled={!method}>
        {t('pay.submit')}
      </Button>
      <Button variant="ghost" onClick={onClose}>
        {t('pay.close')}
      </Button>
    </form>
  );
}

const Panel = ({ children }: { children: React.ReactNode }) => (
  <div className="flex flex-col gap-4 p-6">{children}</div>
);
