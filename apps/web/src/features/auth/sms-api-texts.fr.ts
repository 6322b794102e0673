import type { Translation } from '../../i18n/t.ts';
import type { texts } from './sms-api-texts.ts';

const fr: Translation<typeof texts> = {
  'errors.sms_paused':
    "L'envoi de codes par SMS est suspendu pour le moment. Connectez-vous par e-mail ou avec Google, ou réessayez dans {minutes} minutes.",
};

export default fr;
