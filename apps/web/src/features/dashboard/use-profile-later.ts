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
 * Whether the learner without a name said "later" to the profile dialog, in this tab's visit: the
 * dialog stays closed until the next visit (the tab's session storage). Read once hydrated, so the
 * page renders as the server did.
 */
export function useProfileLater(userId: string | undefined) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState(false);
  const later = said || (hydrated && askedLater(userId));
  const sayLater = () => {
    try {
      if (userId) sessionStorage.setItem(KEY, userId);
    } catch {
      // private mode: closed for this page only
    }
    setSaid(true);
  };
  return [later, sayLater] as const;
}
