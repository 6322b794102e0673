import type { Translation } from '../../i18n/t.ts';
import type { texts } from './account-api-texts.ts';

const en: Translation<typeof texts> = {
  'errors.last_way_in': 'This is the only way into your account. Add another one before removing it.',
};

export default en;
