import { languageFromCookies, type SessionUser } from '@provisoire/domain';
import { useEffect } from 'react';
import { language } from '../../i18n/language.ts';
import { keepLanguage, saveLanguage } from '../site/save-language.ts';

const RELOADED = 'provisoire.language-followed';
/** Accounts this page has told its language already: a user object changes with each save of the profile. */
const told = new Set<string>();

/**
 * The account's language follows its owner to every device (issue 41): signed in on a phone whose pages
 * are in another language, the dashboard loads again in the account's, once. An account that never chose
 * takes the one its owner chose before signing in.
 */
export function useAccountLanguage(user: SessionUser | null) {
  useEffect(() => {
    if (!user) return;
    const current = language();
    if (user.language === null) {
      // a language chosen before signing in (its cookie) becomes the account's; none chosen, none kept
      if (languageFromCookies(document.cookie) && !told.has(user.id)) {
        told.add(user.id);
        void saveLanguage(current);
      }
    } else if (user.language !== current && sessionStorage.getItem(RELOADED) !== user.language) {
      // once: a browser that keeps no cookie would otherwise load again and again
      sessionStorage.setItem(RELOADED, user.language);
      keepLanguage(user.language);
      window.location.reload();
    }
  }, [user]);
}
