import { DEFAULT_LANGUAGE, isLanguage, type Language, languageFromCookies } from '@provisoire/domain';

/**
 * The language the page is shown in (issue 41). In the browser: the visitor's choice kept in its cookie,
 * else the page the server sent (`<html lang>`), fixed for the page's life (a change reloads the page).
 * On the server: the language of the page being rendered, set before each synchronous render.
 */
let current: Language =
  typeof document === 'undefined'
    ? DEFAULT_LANGUAGE
    : (languageFromCookies(document.cookie) ??
      (isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE));

export const language = () => current;

/** The server renderer's: the language of the page it renders next (`entry-server.tsx`). */
export function renderIn(next: Language) {
  current = next;
}
