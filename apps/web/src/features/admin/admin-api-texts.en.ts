import type { Translation } from '../../i18n/t.ts';
import type { texts } from './admin-api-texts.ts';

const en: Translation<typeof texts> = {
  'errors.exports_busy': 'Other downloads are running right now. Try again in a few seconds.',
};

export default en;
