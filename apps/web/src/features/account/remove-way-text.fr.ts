import type { Translation } from '../../i18n/t.ts';
import type { texts } from './remove-way-text.ts';

const fr: Translation<typeof texts> = {
  'remove.phone_question': 'Retirer le numéro {phone} de votre compte ?',
  'remove.google_question': 'Retirer le compte Google de votre compte ?',
  'remove.text': 'Il ne permettra plus de vous connecter à ce compte. Vous pourrez le rajouter plus tard.',
  'remove.confirm': 'Oui, retirer',
  'remove.phone_done': 'Le numéro a été retiré de votre compte.',
  'remove.google_done': 'Le compte Google a été retiré de votre compte.',
};

export default fr;
