import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-work-api-texts.ts';

const en: Translation<typeof texts> = {
  'errors.no_seat': 'No seats left for this subscription. Buy more first.',
  'errors.seats_school_only': 'Only an approved driving school can buy seats.',
  'validation.seats_invalid': 'Enter a number from 1 to 100.',
  'validation.message_kind_required': 'Choose the kind of message.',
  'validation.message_day_required': 'Choose a date.',
  'validation.message_day_invalid': 'Choose a date from today, within a year.',
  'validation.message_body_required': 'Write the message.',
  'validation.message_body_too_long': 'The message may be at most 500 characters.',
  'validation.message_to_required': 'Choose the students to write to.',
  'validation.message_no_students': 'You have no students in the school yet.',
};

export default en;
