import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { ApiError, errorText, mayPassOnRetry } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The API path a GET query reads (`apiQuery`): the server reads it too, to render a page with its data. */
      path?: string;
    };
    mutationMeta: {
      /** The errors this action shows where it happened (on a field, in its dialog): no toast for those. */
      showsInPlace?: (error: ApiError) => boolean;
    };
  }
}

export const queryClient = new QueryClient({
  // Any action that fails tells the learner why, in Kinyarwanda; each action only says what went well.
  mutationCache: new MutationCache({
    onError: (error, _variables, _result, mutation) => {
      if (error instanceof ApiError && mutation.meta?.showsInPlace?.(error)) return;
      toast.error(errorText(error));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      retry: (failures, error) => failures < 3 && mayPassOnRetry(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
  },
});
