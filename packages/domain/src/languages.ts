// The app's three languages (issue 41): Kinyarwanda first and by default, English and French beside it,
// as Rwanda's traffic law is published in all three.

export const LANGUAGES = ['rw', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'rw';

/** Each language by its own name: the chooser reads the same in every language. */
export const LANGUAGE_NAMES: Record<Language, string> = { rw: 'Kinyarwanda', en: 'English', fr: 'Français' };

/** The cookie that keeps a visitor's choice (an account keeps it too, and sets it at sign-in), a year. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_SECONDS = 365 * 86_400;

/** The locale `Intl` writes dates and numbers in, for the languages it knows. */
export const INTL_LOCALES = { en: 'en-GB', fr: 'fr-RW' } as const;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of ours among a browser's languages (an Accept-Language header: "fr-FR,fr;q=0.9,en;q=0.8"),
 * by its weights; "rw", "kin" and "rw-RW" are Kinyarwanda. Null when none is ours.
 */
export function languageFromHeader(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0]!, weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { base } of ranked) {
    const language = base === 'kin' ? 'rw' : base;
    if (isLanguage(language)) return language;
  }
  return null;
}

/** A `lang` cookie's value out of a Cookie header, when it names one of ours. */
export function languageFromCookies(header: string | undefined): Language | null {
  const found = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header ?? '')?.[1];
  return isLanguage(found) ? found : null;
}

/** A study answer's address in a language (`/api/lessons/3?lang=en`), the one language's copy a phone keeps. */
export function inLanguage(path: string, language: Language) {
  const url = new URL(path, 'http://provisoire.invalid');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}
