/** The API's answers only an admin's calls receive, out of the main catalog every page downloads. */
export const ADMIN_API_TEXTS = {
  'errors.exports_busy': 'Hari ibindi birimo gukururwa ubu. Ongera ugerageze mu masegonda make.',
};
