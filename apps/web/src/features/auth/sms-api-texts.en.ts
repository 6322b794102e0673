import type { Translation } from '../../i18n/t.ts';
import type { texts } from './sms-api-texts.ts';

const en: Translation<typeof texts> = {
  'errors.sms_paused':
    'Sending codes by SMS is paused for now. Sign in with e-mail or Google, or try again in {minutes} minutes.',
};

export default en;
