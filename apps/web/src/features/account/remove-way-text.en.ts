import type { Translation } from '../../i18n/t.ts';
import type { texts } from './remove-way-text.ts';

const en: Translation<typeof texts> = {
  'remove.phone_question': 'Remove the number {phone} from your account?',
  'remove.google_question': 'Remove the Google account from your account?',
  'remove.text': 'It will no longer sign you in to this account. You can add it again later.',
  'remove.confirm': 'Yes, remove',
  'remove.phone_done': 'The number has been removed from your account.',
  'remove.google_done': 'The Google account has been removed from your account.',
};

export default en;
