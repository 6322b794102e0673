import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@provisoire/domain';

/**
 * The language the page is shown in (issue 41). In the browser: the build's (one build per language,
 * `build/languages.ts`; the server sends the visitor's). On the server: the language of the page being
 * rendered, set before each synchronous render (`renderIn`), Kinyarwanda otherwise (and in tests).
 */
const built = import.meta.env.VITE_LANGUAGE;
let current: Language = !import.meta.env.SSR && isLanguage(built) ? built : DEFAULT_LANGUAGE;

export const language = () => current;

/** The server renderer's: the language of the page it renders next (`entry-server.tsx`); tests' too. */
export function renderIn(next: Language) {
  current = next;
}

/**
 * A study answer's query in the page's language (`/api/lessons/3?lang=en`): the phone keeps each
 * language's copy apart, and the server rendering a page asks in that page's.
 */
export const inPageLanguage = () => ({ query: { lang: current } });
