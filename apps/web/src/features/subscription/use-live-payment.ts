import { useEffect, useState } from 'react';
import type { Payment } from './api.ts';

/**
 * The payment as it stands, live from the server (Server-Sent Events). The browser reconnects by itself
 * after a dropped connection and the server then sends the current state again.
 */
export function useLivePayment(paymentId: string | null): Payment | null {
  const [payment, setPayment] = useState<Payment | null>(null);
  useEffect(() => {
    setPayment(null);
    if (!paymentId) return;
    const source = new EventSource(`/api/payments/${paymentId}/events`);
    source.addEventListener('payment', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as Payment;
      setPayment(next);
      if (next.status !== 'pending') source.close();
    });
    return () => source.close();
  }, [paymentId]);
  return payment;
}
