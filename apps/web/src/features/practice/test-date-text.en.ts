import type { Translation } from '../../i18n/t.ts';
import type { texts } from './test-date-text.ts';

const en: Translation<typeof texts> = {
  'test_date.label': 'The date of your test',
  'test_date.hint': 'The date Irembo gave you. Your plan leads to it.',
  'test_date.save': 'Save',
  'test_date.cancel': 'Cancel',
  'test_date.clear': 'Remove the date',
  'validation.test_date_invalid': 'Choose a date between today and a year from now.',
};

export default en;
