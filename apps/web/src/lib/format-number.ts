import { language } from '../i18n/language.ts';

const LOCALES = { en: 'en-GB', fr: 'fr-RW' } as const;

/**
 * An amount (francs, seats) as the page's language writes it: "1,000" in English, "1 000" in French;
 * in Kinyarwanda as the app has always written it, "1000".
 */
export function formatAmount(amount: number) {
  const current = language();
  return current === 'rw' ? String(amount) : new Intl.NumberFormat(LOCALES[current]).format(amount);
}
