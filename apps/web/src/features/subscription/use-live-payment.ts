import type { PaymentView } from '@provisoire/domain';
import { useEffect, useEffectEvent } from 'react';
import { fetchPayment } from './api.ts';

/**
 * Hands each new state of a pending payment to `onChange`, live from the server (Server-Sent Events),
 * while `paymentId` is set. The browser reconnects by itself after a dropped connection and the server
 * then sends the current state again; a phone that put the page in the background may lose the stream
 * without noticing, so the payment is also read again whenever the page comes back to the front.
 */
export function useLivePayment(paymentId: string | null, onChange: (payment: PaymentView) => void) {
  const accept = useEffectEvent(onChange);
  useEffect(() => {
    if (!paymentId) return;
    const source = new EventSource(`/api/payments/${paymentId}/events`);
    source.addEventListener('payment', (event) => accept(JSON.parse((event as MessageEvent<string>).data)));
    const reread = () => {
      if (document.visibilityState === 'visible') fetchPayment(paymentId).then(accept, () => {});
    };
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    return () => {
      source.close();
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('focus', reread);
    };
  }, [paymentId]);
}
