import { LANGUAGES, type Language } from '@provisoire/domain';
import { language } from './language.ts';
import { type MessageKey, rw } from './rw.ts';

type Vars = Record<string, string | number>;
type Texts = Readonly<Record<string, string>>;

/** A catalog's texts in another language: every key of the Kinyarwanda, and no other (the typecheck says). */
export type Translation<T extends Texts> = { readonly [K in keyof T]: string };

/** Where a catalog's English and French are: each in a chunk of its own, loaded only for its readers. */
export type Translations<T extends Texts> = {
  [L in Exclude<Language, 'rw'>]: () => Promise<{ default: Translation<T> }>;
};

const fill = (text: string, vars?: Vars) => (vars ? text.replace(/\{(\w+)\}/g, (m, k) => String(vars[k] ?? m)) : text);

// The translations still on their way: a page renders once they are in (`textsReady`). Not a top-level
// await in each catalog: the main script would then hold one, and the bundler would move its shared
// helpers into a file of their own that every page fetches.
const loading = new Set<Promise<unknown>>();

/**
 * A catalog's texts by language: in the browser the page's language only (a chunk that fails to load
 * leaves the Kinyarwanda); on the server every language, since each render may be in another.
 */
function load<T extends Texts>(
  texts: T,
  translations: Translations<T> | undefined,
  done: (byLanguage: Partial<Record<Language, Texts>>) => void,
) {
  const wanted = LANGUAGES.filter((l) => l !== 'rw' && (import.meta.env.SSR || l === language())) as Exclude<
    Language,
    'rw'
  >[];
  if (!translations || wanted.length === 0) return;
  const loaded = Promise.all(
    wanted.map(async (l) => [l, (await translations[l]().catch(() => ({ default: texts }))).default] as const),
  ).then((pairs) => done(Object.fromEntries(pairs)));
  loading.add(loaded);
  void loaded.finally(() => loading.delete(loaded));
}

/** Resolves once every catalog made so far has its texts in the page's language. */
export const textsReady = async () => {
  while (loading.size > 0) await Promise.all(loading);
};

/** A module once the texts it made are in: `import('./x.tsx').then(withTexts)` for code loaded later. */
export const withTexts = <M>(module: M) => textsReady().then(() => module);

/**
 * A feature's own texts, in the chunk that shows them: a page the landing never opens adds nothing to
 * the first download, and its English or French comes in a chunk of its own, in before the page renders
 * (`textsReady`). `{name}` placeholders are filled from `vars`.
 */
export function catalog<T extends Texts>(texts: T, translations?: Translations<T>) {
  let byLanguage: Partial<Record<Language, Texts>> = { rw: texts };
  load(texts, translations, (loaded) => {
    byLanguage = { ...byLanguage, ...loaded };
  });
  return (key: keyof T, vars?: Vars) => fill((byLanguage[language()] ?? texts)[key as string] as string, vars);
}

/**
 * The texts of some API answers in the page's language, as one object (`lib/api-client.ts`'s
 * `ApiTexts`): the Kinyarwanda's, replaced in place once the page's language is in.
 */
export function translatedTexts<T extends Texts>(texts: T, translations?: Translations<T>): Texts {
  const current: Record<string, string> = { ...texts };
  load(texts, translations, (loaded) => Object.assign(current, loaded[language()] ?? {}));
  return current;
}

/** The main catalog's text of a key, with `{name}` placeholders filled. */
export const t = catalog(rw, {
  en: () => import('./en.ts'),
  fr: () => import('./fr.ts'),
});

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(rw, key);

/**
 * For keys that come from the API or the shared schemas: the main catalog's, or those in `texts` (a
 * feature's own API texts, `lib/api-client.ts`). An unknown one falls back to a general message.
 */
export function tKey(key: string, fallback: MessageKey, vars?: Vars, texts: Texts = {}) {
  if (isMessageKey(key)) return t(key, vars);
  return Object.hasOwn(texts, key) ? fill(texts[key] as string, vars) : t(fallback, vars);
}
