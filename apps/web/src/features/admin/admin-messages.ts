import { addMessages } from '../../i18n/t.ts';

/** The API's answers only an admin's pages receive, out of the main catalog every page downloads. */
export const ADMIN_MESSAGES = {
  'errors.exports_busy': 'Hari ibindi birimo gukururwa ubu. Ongera ugerageze mu masegonda make.',
};

addMessages(ADMIN_MESSAGES);
