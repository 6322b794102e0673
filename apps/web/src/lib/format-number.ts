import { INTL_LOCALES } from '@provisoire/domain';
import { language } from '../i18n/language.ts';

/**
 * An amount (francs, seats) as the page's language writes it: "1,000" in English, "1 000" in French;
 * in Kinyarwanda as the app has always written it, "1000".
 */
export function formatAmount(amount: number) {
  const current = language();
  return current === 'rw' ? String(amount) : new Intl.NumberFormat(INTL_LOCALES[current]).format(amount);
}
