import type { Translation } from '../../i18n/t.ts';
import type { texts } from './practice-api-texts.ts';

const en: Translation<typeof texts> = {
  'validation.lesson_invalid': 'That lesson does not exist: choose a lesson from 3 to 13.',
  'validation.sign_category_invalid': 'That type of road sign does not exist.',
  'validation.due_invalid': 'What you asked for could not be understood.',
  'validation.practice_scope_invalid': 'Choose only one: a lesson, road signs, or mistakes.',
  'validation.question_invalid': 'That question does not exist.',
  'validation.question_unknown': 'That question does not exist.',
  'validation.question_not_in_check': 'That question is not in this quiz.',
  'validation.check_invalid': 'That quiz does not exist.',
  'validation.request_reused': 'This answer was sent for another question: try again.',
  'errors.check_not_found': 'This lesson quiz was not found: start it again.',
};

export default en;
