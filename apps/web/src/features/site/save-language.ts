import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_SECONDS, type Language } from '@provisoire/domain';

/** Keeps a language in the browser's cookie at once (it holds offline too). */
export function keepLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
}

/**
 * Keeps a language in the browser, then tells the server (`PUT /api/language`), which keeps it on the
 * account when someone is signed in. Offline, the cookie holds it; the account learns it next time.
 */
export async function saveLanguage(language: Language) {
  keepLanguage(language);
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
