import { languageFromCookies, type SessionUser } from '@provisoire/domain';
import { useEffect } from 'react';
import { language } from '../../i18n/language.ts';
import { choiceTaken, keepLanguage, languageChosenHere, tellLanguage } from '../site/save-language.ts';

const RELOADED = 'provisoire.language-followed';
/** Accounts this page has told its language already: a user object changes with each save of the profile. */
const told = new Set<string>();

/**
 * The account's language follows its owner to every device (issue 41): signed in on a phone whose pages
 * are in another language, the dashboard loads again in the account's, once. A language chosen on this
 * phone since (on the landing page before signing in, say) is the newer choice: the account takes it. An
 * account that never chose takes the one in the browser's cookie.
 */
export function useAccountLanguage(user: SessionUser | null) {
  useEffect(() => {
    if (!user || told.has(user.id)) return;
    const current = language();
    if (languageChosenHere() || (user.language === null && languageFromCookies(document.cookie))) {
      told.add(user.id);
      if (user.language !== current) void tellLanguage(current).then(choiceTaken);
      else choiceTaken();
    } else if (
      user.language !== null &&
      user.language !== current &&
      sessionStorage.getItem(RELOADED) !== user.language
    ) {
      // once: a browser that keeps no cookie would otherwise load again and again
      sessionStorage.setItem(RELOADED, user.language);
      keepLanguage(user.language);
      window.location.reload();
    }
  }, [user]);
}
