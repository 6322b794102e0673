import { translatedTexts } from '../../i18n/t.ts';
/** The API's answers only an admin's calls receive, out of the main catalog every page downloads. */
export const texts = {
  'errors.exports_busy': 'Hari ibindi birimo gukururwa ubu. Ongera ugerageze mu masegonda make.',
};

export const ADMIN_API_TEXTS = translatedTexts(texts, {
  en: () => import('./admin-api-texts.en.ts'),
  fr: () => import('./admin-api-texts.fr.ts'),
});
