import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-api-texts.ts';

const en: Translation<typeof texts> = {
  'errors.school_pending': 'Your driving school is still waiting for approval.',
  'errors.school_rejected': 'Your driving school was not approved.',
  'errors.join_code_unknown': 'No driving school has this code. Check it carefully.',
  'errors.school_member': 'You are in another driving school. Leave it first.',
  'validation.school_name_required': "Enter the school's name.",
  'validation.school_kind_required': 'Choose what kind of school it is.',
  'validation.tin_required': 'Enter the TIN.',
  'validation.tin_invalid': 'The TIN is 9 digits.',
  'validation.join_code_invalid': 'The code is 8 characters.',
  'validation.reason_required': 'Write a reason.',
};

export default en;
