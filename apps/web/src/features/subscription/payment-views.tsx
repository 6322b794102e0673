import type { PaymentView } from '@provisoire/domain';
import { formatRwandanMobile, paths } from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { formatCountdown } from '../../lib/format-date.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { useSecondsLeft } from '../../lib/use-seconds-left.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { payTitle, subscriptionText } from './subscription-text.ts';
import type { Followed } from './use-followed-payment.ts';

interface Props {
  followed: Followed;
  /** It was already waiting when the modal opened: say why it shows instead of a new form. */
  resumed: boolean;
  onRetry: () => void;
  onRecheck: () => Promise<void>;
  onCancel: () => Promise<void>;
  onClose: () => void;
}

/** A started payment as it stands: waiting for the PIN, past the wait and still unconfirmed, paid or failed. */
export function PaymentStatus({ followed, resumed, onRetry, onRecheck, onCancel, onClose }: Props) {
  const left = useSecondsLeft(followed.waitEnds);
  const { payment } = followed;
  if (payment.status === 'paid') return <Paid seats={payment.seats} onClose={onClose} />;
  if (payment.status === 'failed') return <Failed onRetry={onRetry} onClose={onClose} />;
  if (left === 0) return <Unconfirmed onRecheck={onRecheck} onCancel={onCancel} onClose={onClose} />;
  return <Waiting payment={payment} left={left} resumed={resumed} onCancel={onCancel} onClose={onClose} />;
}

function Waiting({
  payment,
  left,
  resumed,
  onCancel,
  onClose,
}: {
  payment: PaymentView;
  left: number;
  resumed: boolean;
  onCancel: () => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Panel>
      <h2 className="text-xl font-bold">{payTitle(payment.plan, payment.seats)}</h2>
      {resumed && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
          {subscriptionText('pay.resumed')}
        </p>
      )}
      <p className="font-semibold">{subscriptionText('pay.pending_title')}</p>
      <p className="text-stone-700">
        {subscriptionText('pay.pending_text', {
          amount: formatAmount(payment.amount),
          phone: formatRwandanMobile(payment.phone),
          wallet: subscriptionText(`pay.${payment.method}`),
        })}
      </p>
      <p
        className="text-center text-4xl font-bold tabular-nums"
        role="timer"
        aria-label={subscriptionText('pay.countdown')}
      >
        {formatCountdown(left)}
      </p>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{subscriptionText('pay.ussd_hint')}</p>
      <Button variant="secondary" onClick={onClose}>
        {subscriptionText('pay.close')}
      </Button>
      <p className="-mt-2 text-center text-sm text-stone-600">{subscriptionText('pay.close_note')}</p>
      <CancelButton onCancel={onCancel} />
    </Panel>
  );
}

/** Giving up on a payment (a wrong number): money that went through after all still counts. */
function CancelButton({ onCancel }: { onCancel: () => Promise<void> }) {
  // A refusal is told by the app's one error toast (query-client.ts), in the words of its cause.
  const cancel = useMutation({ mutationFn: onCancel });
  return (
    <>
      <Button variant="ghost" busy={cancel.isPending} onClick={() => cancel.mutate()}>
        {subscriptionText('pay.cancel')}
      </Button>
      <p className="-mt-2 text-center text-sm text-stone-600">{subscriptionText('pay.cancel_note')}</p>
    </>
  );
}

/** The 4 minutes are over but the provider has not answered: approving still counts, paying again would not help. */
function Unconfirmed({
  onRecheck,
  onCancel,
  onClose,
}: {
  onRecheck: () => Promise<void>;
  onCancel: () => Promise<void>;
  onClose: () => void;
}) {
  const recheck = useMutation({ mutationFn: onRecheck });
  return (
    <Panel>
      <div role="status" className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-amber-900">{subscriptionText('pay.unconfirmed_title')}</h2>
        <p className="text-stone-700">{subscriptionText('pay.unconfirmed_text')}</p>
      </div>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
        {subscriptionText('pay.unconfirmed_wait')}
      </p>
      <Button busy={recheck.isPending} onClick={() => recheck.mutate()}>
        {subscriptionText('pay.keep_waiting')}
      </Button>
      <Button variant="ghost" onClick={onClose}>
        {subscriptionText('pay.close')}
      </Button>
      <CancelButton onCancel={onCancel} />
    </Panel>
  );
}

/** A learner goes on to the lessons; a school's seats wait in its seats page, to be given to students. */
function Paid({ seats, onClose }: { seats: number | null; onClose: () => void }) {
  return (
    <Panel>
      <p role="status" className="text-lg font-semibold text-emerald-800">
        {seats === null ? subscriptionText('pay.success') : subscriptionText('pay.seats_success', { count: seats })}
      </p>
      {seats === null && (
        <Link to={paths.lessons} className={buttonClass('primary', 'w-full')}>
          {subscriptionText('pay.to_lessons')}
        </Link>
      )}
      <Button variant="ghost" onClick={onClose}>
        {subscriptionText('pay.close')}
      </Button>
    </Panel>
  );
}

/** Declined, rejected or refused: the provider's final word, so paying again is the way on. */
function Failed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <Panel>
      <div role="alert">
        <p className="text-lg font-semibold text-red-800">{subscriptionText('pay.failure')}</p>
        <p className="mt-1 text-stone-700">{subscriptionText('pay.failure_text')}</p>
      </div>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
      <Button variant="ghost" onClick={onClose}>
        {subscriptionText('pay.close')}
      </Button>
    </Panel>
  );
}

/**
 * One view of the modal. A view that replaces the one holding focus (the form's pay button, a
 * countdown ending) takes focus itself, so the keyboard is not left on a removed element.
 */
const Panel = ({ children }: { children: ReactNode }) => (
  <div tabIndex={-1} ref={focusIfLost} className="flex flex-col gap-4 p-6 outline-none">
    {children}
  </div>
);

const focusIfLost = (panel: HTMLDivElement | null) => {
  if (panel && (!document.activeElement || document.activeElement === document.body)) panel.focus();
};
