import type { PaymentView } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../ui/toast.ts';
import { cancelPayment, fetchPayment, paymentsQuery, refreshSubscription } from './api.ts';
import { subscriptionText } from './subscription-text.ts';
import { useLivePayment } from './use-live-payment.ts';

export interface Followed {
  payment: PaymentView;
  /** When the 240 s wait for the PIN ends, on this device's clock. */
  waitEnds: number;
}

const followed = (payment: PaymentView, receivedAt = Date.now()): Followed => ({
  payment,
  waitEnds: receivedAt + payment.secondsLeft * 1000,
});

/**
 * The payment the subscription page follows: one started here, or the one the server says is still
 * waiting for its PIN (after a reload, or started in another tab). It is followed live whether the
 * payment modal is open or not. When it settles, the subscription and the payments reload, and a
 * learner who closed the modal gets a toast instead of the modal's result.
 */
export function useFollowedPayment(modalOpen: boolean) {
  const { data: payments, dataUpdatedAt } = useQuery(paymentsQuery);
  const [current, setCurrent] = useState<Followed | null>(null);
  // A settled payment whose end the learner has seen: the modal then opens on a new form.
  const [seenId, setSeenId] = useState<string | null>(null);

  const waiting = payments?.find((p) => p.status === 'pending' && !p.cancelled);
  if (waiting && waiting.id !== current?.payment.id && current?.payment.status !== 'pending') {
    setCurrent(followed(waiting, dataUpdatedAt));
  }

  const payment = current?.payment ?? null;
  const update = (next: PaymentView) => setCurrent((c) => (c?.payment.id === next.id ? followed(next) : c));
  useLivePayment(payment?.status === 'pending' && !payment.cancelled ? payment.id : null, update);

  const settledId = payment && payment.status !== 'pending' ? payment.id : null;
  const announce = useEffectEvent(() => {
    if (modalOpen || !payment) return; // the open modal shows how it ended
    if (payment.status === 'paid') toast.success(subscriptionText('pay.success'), { id: payment.id });
    else toast.error(subscriptionText('pay.failure'), { id: payment.id });
    setSeenId(payment.id);
  });
  useEffect(() => {
    if (!settledId) return;
    void refreshSubscription();
    announce();
  }, [settledId]);

  return {
    /** The followed payment, until it has settled and the learner has seen how: the modal shows it. */
    current: current && current.payment.id !== seenId ? current : null,
    /** Follows a payment just started (or found waiting), and lists it. */
    follow: useCallback((started: PaymentView) => {
      setCurrent(followed(started));
      void queryClient.invalidateQueries({ queryKey: paymentsQuery.queryKey });
    }, []),
    /** Asks the server again now, for a learner who chose to keep waiting. */
    recheck: async () => {
      if (payment) update(await fetchPayment(payment.id));
    },
    /**
     * The learner gives up waiting (a wrong number): the server asks the provider first, so a payment
     * approved meanwhile shows as paid; otherwise the form comes back for a new payment.
     */
    cancel: async () => {
      if (!payment) return;
      const answer = await cancelPayment(payment.id);
      // The list learns it at once, or its stale copy would bring the payment back as waiting.
      queryClient.setQueryData(paymentsQuery.queryKey, (list) => list?.map((p) => (p.id === answer.id ? answer : p)));
      void queryClient.invalidateQueries({ queryKey: paymentsQuery.queryKey });
      if (answer.status !== 'pending') return update(answer);
      setCurrent(null);
      toast.success(subscriptionText('pay.cancelled'));
    },
    /** The learner closed the modal or chose to pay again: a settled payment is not shown again. */
    seen: () => {
      if (settledId) setSeenId(settledId);
    },
  };
}

export type PaymentFollower = ReturnType<typeof useFollowedPayment>;
