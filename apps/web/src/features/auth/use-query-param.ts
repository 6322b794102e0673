import { useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** A query parameter once the page is hydrated: the server renders the ways in once for every query. */
export function useQueryParam(name: string) {
  const [params] = useSearchParams();
  return useHydrated() ? params.get(name) : null;
}

/** The page a guard sent the learner here from (`?redirect=`). */
export const useRedirectParam = () => useQueryParam('redirect');
