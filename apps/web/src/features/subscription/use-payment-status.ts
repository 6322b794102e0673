import { useEffect, useState } from 'react';
import type { Payment } from './api.ts';

/**
 * The payment's status, live from the server (Server-Sent Events). The browser reconnects by itself
 * after a dropped connection and the server then sends the current state again.
 */
export function usePaymentStatus(paymentId: string | null): Payment['status'] | null {
  const [status, setStatus] = useState<Payment['status'] | null>(null);
  useEffect(() => {
    setStatus(null);
    if (!paymentId) return;
    const source = new EventSource(`/api/payments/${paymentId}/events`);
    source.addEventListener('payment', (event) => {
      const payment = JSON.parse((event as MessageEvent<string>).data) as Payment;
      setStatus(payment.status);
      if (payment.status !== 'pending') source.close();
    });
    return () => source.close();
  }, [paymentId]);
  return status;
}
