import { type ApiCallArgs, type ApiRoute, apiUrl } from '@provisoire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

type GetRoute = Extract<ApiRoute, `GET ${string}`>;

/**
 * A GET of the API as a query. Its address is kept in `meta`: the server reads the same address to
 * render the page with its data already in it (`app/server-data.ts`).
 */
export const apiQuery = <R extends GetRoute>(
  queryKey: readonly unknown[],
  staleTime: number | undefined,
  route: R,
  ...call: ApiCallArgs<R>
) =>
  queryOptions({
    queryKey,
    queryFn: () => api(route, ...call),
    meta: { path: apiUrl(route, call[0]) },
    // Unset, the client's default applies (an explicit undefined would replace it).
    ...(staleTime === undefined ? {} : { staleTime }),
  });
