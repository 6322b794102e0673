import type { StartPaymentInput, SubscriptionAnswer } from '@provisoire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiTexts, api, apiWith } from '../../lib/api-client.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { eligibilityQuery, lessonsQuery } from '../../lib/learner-queries.ts';
import { queryClient } from '../../lib/query-client.ts';

export const subscriptionQuery = apiQuery(['subscription'], undefined, 'GET /api/subscription');

export const paymentsQuery = queryOptions({
  queryKey: ['payments'],
  queryFn: async () => (await api('GET /api/payments')).payments,
});

export const fetchPayment = (id: string) => api('GET /api/payments/:id', { params: { id } });
export const cancelPayment = (id: string) => api('POST /api/payments/:id/cancel', { params: { id } });

export const useSubscription = () => useQuery(subscriptionQuery);

export const hasActive = (view: SubscriptionAnswer | undefined) => view?.subscription?.status === 'active';

/** After a change of subscription: everything that shows it, and what it opens (the lessons, the exams), reloads. */
export const refreshSubscription = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: paymentsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: lessonsQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: eligibilityQuery.queryKey }),
  ]);

export async function startTrial() {
  const view = await api('POST /api/subscription/trial');
  queryClient.setQueryData(subscriptionQuery.queryKey, view);
  void queryClient.invalidateQueries({ queryKey: lessonsQuery.queryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: eligibilityQuery.queryKey });
  return view;
}

/** `texts`: those of the answers only the payer's feature gets (a school's seats and approval). */
export const startPayment = (input: StartPaymentInput, texts?: ApiTexts) =>
  apiWith(texts)('POST /api/payments', { body: input });
