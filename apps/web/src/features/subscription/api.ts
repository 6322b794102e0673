import type { PaidPlanCode, PaymentMethod, PlanCode } from '@provisoire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

export interface Subscription {
  status: 'active' | 'expired';
  plan: PlanCode;
  start: string;
  end: string;
  daysLeft: number;
}

export interface Payment {
  id: string;
  plan: PlanCode;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: 'pending' | 'paid' | 'failed';
  createdAt: string;
  settledAt: string | null;
}

type SubscriptionView = { subscription: Subscription | null; trialAvailable: boolean };

export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: () => api<SubscriptionView>('GET', '/api/subscription'),
});

export const paymentsQuery = queryOptions({
  queryKey: ['payments'],
  queryFn: async () => (await api<{ payments: Payment[] }>('GET', '/api/payments')).payments,
});

export const useSubscription = () => useQuery(subscriptionQuery);

export const hasActive = (view: SubscriptionView | undefined) => view?.subscription?.status === 'active';

/** After a change of subscription: everything that shows it reloads. */
export const refreshSubscription = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: paymentsQuery.queryKey }),
  ]);

export async function startTrial() {
  const view = await api<SubscriptionView>('POST', '/api/subscription/trial');
  queryClient.setQueryData(subscriptionQuery.queryKey, view);
  return view;
}

export const startPayment = (input: { plan: PaidPlanCode; method: PaymentMethod; phone: string; requestId: string }) =>
  api<Payment>('POST', '/api/payments', input);
