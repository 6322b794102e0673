import type { PaidPlanCode } from '@provisoire/domain';
import { useState } from 'react';
import type { ApiTexts } from '../../lib/api-client.ts';
import { emptyDraft, PaymentForm } from './payment-form.tsx';
import { PaymentStatus } from './payment-views.tsx';
import type { PaymentFollower } from './use-followed-payment.ts';

interface Props {
  plan: PaidPlanCode;
  seats?: number;
  texts?: ApiTexts;
  follower: PaymentFollower;
  onClose: () => void;
}

/** What the payment modal shows: the followed payment if there is one, else the form that starts one. */
export function PaymentFlow({ plan, seats, texts, follower, onClose }: Props) {
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
        onCancel={follower.cancel}
        onClose={onClose}
      />
    );
  return (
    <PaymentForm
      plan={plan}
      seats={seats}
      texts={texts}
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
