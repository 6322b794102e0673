import { MutationCache, QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, errorText } from './api-client.ts';

export const queryClient = new QueryClient({
  // Any action that fails tells the learner why, in Kinyarwanda; each action only says what went well.
  mutationCache: new MutationCache({ onError: (error) => void toast.error(errorText(error)) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      // A 4xx will not change on a retry; a dropped connection may.
      retry: (failures, error) =>
        failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
  },
});
