import type { Translation } from '../../i18n/t.ts';
import type { texts } from './account-api-texts.ts';

const fr: Translation<typeof texts> = {
  'errors.last_way_in':
    "C'est le seul moyen de vous connecter à votre compte. Ajoutez-en un autre avant de le retirer.",
};

export default fr;
