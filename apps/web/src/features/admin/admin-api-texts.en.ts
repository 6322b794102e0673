import type { Translation } from '../../i18n/t.ts';
import type { texts } from './admin-api-texts.ts';

const en: Translation<typeof texts> = {
  'errors.exports_busy': 'Other downloads are running right now. Try again in a few seconds.',
  'errors.school_decided': 'This school already has this decision: nothing was changed and no mail was sent.',
};

export default en;
