/** The API's answers only the account's calls receive, out of the main catalog every page downloads. */
export const texts = {
  'errors.last_way_in':
    'Ubu ni bwo buryo bwonyine bwo kwinjira muri konti yawe. Banza wongereho ubundi mbere yo kubukuraho.',
};

export const ACCOUNT_API_TEXTS = texts;
