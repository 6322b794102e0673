import { addMessages } from '../../i18n/t.ts';

/** The API's answers only the account page receives, out of the main catalog every page downloads. */
export const ACCOUNT_MESSAGES = {
  'errors.last_way_in':
    'Ubu ni bwo buryo bwonyine bwo kwinjira muri konti yawe. Banza wongereho ubundi mbere yo kubukuraho.',
};

addMessages(ACCOUNT_MESSAGES);
