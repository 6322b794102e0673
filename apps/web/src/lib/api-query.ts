import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * A GET of the API as a query. Its path is kept in `meta`: the server reads the same path to render
 * the page with its data already in it (`app/server-data.ts`).
 */
export const apiQuery = <T>(queryKey: readonly unknown[], path: string, staleTime?: number) =>
  queryOptions({
    queryKey,
    queryFn: () => api<T>('GET', path),
    meta: { path },
    // Unset, the client's default applies (an explicit undefined would replace it).
    ...(staleTime === undefined ? {} : { staleTime }),
  });
