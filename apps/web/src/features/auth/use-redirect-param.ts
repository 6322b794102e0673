import { useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The page a guard sent the learner here from (`?redirect=`), once the page is hydrated: the server
 * renders the ways in once for every query.
 */
export function useRedirectParam() {
  const [params] = useSearchParams();
  return useHydrated() ? params.get('redirect') : null;
}
