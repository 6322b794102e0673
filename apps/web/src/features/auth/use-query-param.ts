import type { ErrorBody } from '@provisoire/domain';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** A query parameter once the page is hydrated: the server renders the ways in once for every query. */
export function useQueryParam(name: string) {
  const [params] = useSearchParams();
  return useHydrated() ? params.get(name) : null;
}

/** The page a guard sent the learner here from (`?redirect=`). */
export const useRedirectParam = () => useQueryParam('redirect');

/**
 * Why the server sent back a form the browser posted itself, before the page's script had arrived
 * (`form-posts.routes.ts`): `?error=` its code, with the refused field's reason or the seconds to wait.
 */
export function useReturnedError(fields: string[]) {
  const [params] = useSearchParams();
  const code = useQueryParam('error');
  if (!code) return null;
  const refused = fields.find((field) => params.has(field));
  const reason = refused ? { [refused]: params.get(refused) ?? '' } : {};
  return new ApiError(400, code as ErrorBody['code'], reason, Number(params.get('wait')) || undefined).text;
}
