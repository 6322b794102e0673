import type { PaidPlanCode, PaymentMethod, PlanCode, StartPaymentInput } from '@provisoire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { queryClient } from '../../lib/query-client.ts';
import { lessonsQuery } from '../lessons/api.ts';

export interface Subscription {
  status: 'active' | 'expired';
  plan: PlanCode;
  start: string;
  end: string;
  daysLeft: number;
}

export interface Payment {
  id: string;
  /** Only paid plans are bought: the server refuses a payment for the trial. */
  plan: PaidPlanCode;
  amount: number;
  /** Seats a school bought with it; null for a learner's own plan. */
  seats: number | null;
  currency: string;
  method: PaymentMethod;
  /** +2507…, the number that was asked for the PIN. */
  phone: string;
  status: 'pending' | 'paid' | 'failed';
  /** The payer gave up waiting; it may still turn out paid, and then it counts. */
  cancelled: boolean;
  createdAt: string;
  settledAt: string | null;
  /** What remained of the 240 s wait for the PIN when the server answered (0 once settled). */
  secondsLeft: number;
}

type SubscriptionView = { subscription: Subscription | null; trialAvailable: boolean };

export const subscriptionQuery = apiQuery<SubscriptionView>(['subscription'], '/api/subscription');

export const paymentsQuery = queryOptions({
  queryKey: ['payments'],
  queryFn: async () => (await api<{ payments: Payment[] }>('GET', '/api/payments')).payments,
});

export const fetchPayment = (id: string) => api<Payment>('GET', `/api/payments/${encodeURIComponent(id)}`);
export const cancelPayment = (id: string) => api<Payment>('POST', `/api/payments/${encodeURIComponent(id)}/cancel`);

export const useSubscription = () => useQuery(subscriptionQuery);

export const hasActive = (view: SubscriptionView | undefined) => view?.subscription?.status === 'active';

/** After a change of subscription: everything that shows it, and the lesson list it opens, reloads. */
export const refreshSubscription = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: paymentsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: lessonsQuery.queryKey, exact: true }),
  ]);

export async function startTrial() {
  const view = await api<SubscriptionView>('POST', '/api/subscription/trial');
  queryClient.setQueryData(subscriptionQuery.queryKey, view);
  void queryClient.invalidateQueries({ queryKey: lessonsQuery.queryKey, exact: true });
  return view;
}

export const startPayment = (input: StartPaymentInput) => api<Payment>('POST', '/api/payments', input);
