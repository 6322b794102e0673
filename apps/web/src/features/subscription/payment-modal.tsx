import type { PaidPlanCode } from '@provisoire/domain';
import { useState } from 'react';
import { t } from '../../i18n/t.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { emptyDraft, PaymentForm } from './payment-form.tsx';
import { PaymentStatus } from './payment-views.tsx';
import type { PaymentFollower } from './use-followed-payment.ts';

interface Props {
  /** The plan whose button opened the modal; null while closed. */
  plan: PaidPlanCode | null;
  follower: PaymentFollower;
  onClose: () => void;
}

/**
 * Pay for a plan and wait for the phone's answer. While a payment is followed (still waiting, or
 * settled and not yet seen) the modal shows it, whichever button opened it: never a second form.
 */
export function PaymentModal({ plan, follower, onClose }: Props) {
  const shown = follower.current?.payment.plan ?? plan;
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      label={shown ? t('pay.title', { plan: t(`plan.${shown}`) }) : ''}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0"
    >
      {plan && <PaymentFlow plan={plan} follower={follower} onClose={onClose} />}
    </Dialog>
  );
}

function PaymentFlow({
  plan,
  follower,
  onClose,
}: {
  plan: PaidPlanCode;
  follower: PaymentFollower;
  onClose: () => void;
}) {
  const { current } = follower;
  const [draft, setDraft] = useState(emptyDraft);
  // Any other payment shown here was waiting already (opened again, after a reload, from another tab).
  const [startedId, setStartedId] = useState<string | null>(null);

  if (current)
    return (
      <PaymentStatus
        followed={current}
        resumed={current.payment.id !== startedId}
        onRetry={follower.seen}
        onRecheck={follower.recheck}
        onClose={onClose}
      />
    );
  return (
    <PaymentForm
      plan={plan}
      draft={draft}
      onDraft={setDraft}
      onStarted={(payment, resumed) => {
        if (!resumed) setStartedId(payment.id);
        follower.follow(payment);
      }}
      onClose={onClose}
    />
  );
}
