/** The API's answers only an admin's calls receive, out of the main catalog every page downloads. */
export const texts = {
  'errors.exports_busy': 'Hari ibindi birimo gukururwa ubu. Ongera ugerageze mu masegonda make.',
  'errors.school_decided': 'Iki kigo cyari cyarafatiwe iki cyemezo: nta cyahindutse, nta butumwa bwoherejwe.',
};

export const ADMIN_API_TEXTS = texts;
