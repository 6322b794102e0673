import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_SECONDS, type Language } from '@provisoire/domain';

/** Set when someone chooses a language in this browser, until an account signed in here has taken it. */
const CHOSEN_COOKIE = 'lang_chosen';

const setCookie = (name: string, value: string, seconds: number) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = `${name}=${value}; path=/; max-age=${seconds}; samesite=lax`;
};

/** Keeps a language in the browser's cookie at once (it holds offline too). */
export const keepLanguage = (language: Language) => setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_SECONDS);

/** Whether a language was chosen in this browser that no account signed in here has taken yet. */
export const languageChosenHere = () => document.cookie.split(/;\s*/).includes(`${CHOSEN_COOKIE}=1`);

/** The choice is the account's now: the account's language leads again on this browser. */
export const choiceTaken = () => setCookie(CHOSEN_COOKIE, '', 0);

/** Tells the server (`PUT /api/language`), which keeps it on the account when someone is signed in. */
export async function tellLanguage(language: Language) {
  try {
    await fetch('/api/language', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    });
  } catch {
    // offline: kept in the cookie
  }
}

/**
 * A language chosen: kept in the browser, marked as this browser's choice (the account signing in here
 * next takes it, `useAccountLanguage`), then told to the server. Offline, the cookie holds it; the
 * account learns it next time.
 */
export async function saveLanguage(language: Language) {
  keepLanguage(language);
  setCookie(CHOSEN_COOKIE, '1', LANGUAGE_COOKIE_SECONDS);
  await tellLanguage(language);
}
