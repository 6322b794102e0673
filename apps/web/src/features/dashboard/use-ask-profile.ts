import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

const KEY = 'provisoire.profile-later';

const askedLater = (userId: string | undefined) => {
  try {
    return userId !== undefined && sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
};

/**
 * Whether to ask a learner without a name for their profile now: not before the page is hydrated (the
 * dialog's code loads in the browser: a server render would leave its Suspense to the client, React's
 * error #419), and not again in a visit where they said "later" (the tab's session storage).
 */
export function useAskProfile(userId: string | undefined) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState(false);
  const ask = hydrated && !said && !askedLater(userId);
  const later = () => {
    try {
      if (userId) sessionStorage.setItem(KEY, userId);
    } catch {
      // private mode: closed for this page only
    }
    setSaid(true);
  };
  return [ask, later] as const;
}
