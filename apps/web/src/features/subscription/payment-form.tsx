import type { PaymentView, StartPaymentInput } from '@provisoire/domain';
import {
  PAYMENT_METHODS,
  type PaidPlanCode,
  type PaymentMethod,
  PLANS,
  parseRwandanMobile,
  StartPaymentSchema,
  walletForPhone,
} from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, type ApiTexts, errorText, fieldText } from '../../lib/api-client.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { type FieldErrors, firstIssues, serverErrors } from '../../lib/use-schema-form.ts';
import { uuid } from '../../lib/uuid.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { fetchPayment, startPayment } from './api.ts';
import { payTitle, subscriptionText } from './subscription-text.ts';

/** What the learner typed; kept by the modal, so "Ongera ugerageze" comes back to the same number. */
interface PaymentDraft {
  phone: string;
  method: PaymentMethod | null;
  /** Picked by hand: the number's prefix no longer suggests the wallet. */
  chosen: boolean;
}

export const emptyDraft: PaymentDraft = { phone: '', method: null, chosen: false };

interface Props {
  plan: PaidPlanCode;
  /** A school's purchase: this many seats of the plan. */
  seats?: number;
  /** The texts of the answers only the payer's feature gets (a school's: its seats, its approval). */
  texts?: ApiTexts;
  draft: PaymentDraft;
  onDraft: (draft: PaymentDraft) => void;
  /** `resumed`: the server already had a payment waiting, and answered with it instead of a new one. */
  onStarted: (payment: PaymentView, resumed: boolean) => void;
  onClose: () => void;
}

/** Choose a wallet and enter the number; the server sends the PIN prompt. */
export function PaymentForm({ plan, seats, texts, draft, onDraft, onStarted, onClose }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (input: StartPaymentInput) => startPayment(input, texts),
    // Shown in the modal, except "too many starts": that one closes it and becomes the toast.
    meta: { showsInPlace: (error) => error.code !== 'too_many_attempts' },
  });

  const onPhone = (phone: string) =>
    onDraft({
      ...draft,
      phone,
      method: draft.chosen ? draft.method : (walletForPhone(parseRwandanMobile(phone)) ?? draft.method),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { plan, method: draft.method ?? '', phone: draft.phone, requestId: uuid(), ...(seats && { seats }) };
    const parsed = StartPaymentSchema.safeParse(input);
    setErrors(firstIssues(parsed.error));
    if (!parsed.success) return;
    setFailure(null);
    try {
      onStarted(await start.mutateAsync(parsed.data), false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payment_pending' && error.paymentId) {
        const waiting = await fetchPayment(error.paymentId).catch(() => null);
        if (waiting) onStarted(waiting, true);
        else setFailure(errorText(error));
      } else if (error instanceof ApiError && error.code === 'too_many_attempts') onClose();
      else if (error instanceof ApiError && error.code === 'validation_failed') {
        // A refusal of a field the form does not show (the seats) is said above it.
        const refused = serverErrors(error, ['method', 'phone']);
        setErrors(refused.errors);
        setFailure(refused.failure);
      } else setFailure(errorText(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6">
      <h2 className="text-xl font-bold">{payTitle(plan, seats)}</h2>
      <p className="text-stone-700">
        {subscriptionText('pay.amount', { amount: formatAmount(PLANS[plan].amount * (seats ?? 1)) })}
      </p>
      <FormAlert text={failure} />
      <fieldset>
        <legend className="text-sm font-medium">{subscriptionText('pay.method')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {PAYMENT_METHODS.map((m) => (
            <label
              key={m}
              // The radio itself is hidden: the chip shows where keyboard focus is.
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg font-semibold ring-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700 ${draft.method === m ? (m === 'mtn' ? 'bg-amber-300 ring-amber-500' : 'bg-red-600 text-white ring-red-700') : 'bg-white ring-stone-300'}`}
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={draft.method === m}
                onChange={() => onDraft({ ...draft, method: m, chosen: true })}
                className="sr-only"
              />
              {subscriptionText(`pay.${m}`)}
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
        label={subscriptionText('pay.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={subscriptionText('pay.phone_hint')}
        value={draft.phone}
        onChange={(e) => onPhone(e.target.value)}
        error={fieldText(errors.phone)}
      />
      <Button type="submit" busy={start.isPending} disabled={!draft.method}>
        {subscriptionText('pay.submit')}
      </Button>
      <Button variant="ghost" onClick={onClose}>
        {subscriptionText('pay.close')}
      </Button>
    </form>
  );
}
