import type { Language } from '@provisoire/domain';
import { language } from './language.ts';
import { type MessageKey, rw } from './rw.ts';

type Vars = Record<string, string | number>;
type Texts = Readonly<Record<string, string>>;

/** A catalog's texts in another language: every key of the Kinyarwanda, and no other (the typecheck says). */
export type Translation<T extends Texts> = { readonly [K in keyof T]: string };

/** A catalog's English and French, as the server renderer has them (`build/languages.ts`). */
export type Translations<T extends Texts> = { [L in Exclude<Language, 'rw'>]: Translation<T> };

const fill = (text: string, vars?: Vars) => (vars ? text.replace(/\{(\w+)\}/g, (m, k) => String(vars[k] ?? m)) : text);

/**
 * A feature's own texts, in the chunk that shows them: a page the landing never opens adds nothing to
 * the first download. `{name}` placeholders are filled from `vars`. The browser's build has its own
 * language's texts in place of the Kinyarwanda (`build/languages.ts`: one build per language, so a page
 * in English downloads English only); the server renderer is given every language and picks the
 * render's.
 */
export function catalog<T extends Texts>(texts: T, translations?: Translations<T>) {
  const byLanguage: Partial<Record<Language, Texts>> = { ...translations };
  return (key: keyof T, vars?: Vars) => fill((byLanguage[language()] ?? texts)[key as string] as string, vars);
}

/** The main catalog's text of a key, with `{name}` placeholders filled. */
export const t = catalog(rw);

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(rw, key);

/**
 * For keys that come from the API or the shared schemas: the main catalog's, or those in `texts` (a
 * feature's own API texts, `lib/api-client.ts`). An unknown one falls back to a general message.
 */
export function tKey(key: string, fallback: MessageKey, vars?: Vars, texts: Texts = {}) {
  if (isMessageKey(key)) return t(key, vars);
  return Object.hasOwn(texts, key) ? fill(texts[key] as string, vars) : t(fallback, vars);
}
