import type { Translation } from '../i18n/t.ts';
import type { texts } from './course-text.ts';

const en: Translation<typeof texts> = {
  'lessons.number': 'Lesson {id}',
  'signs.category_A': 'Warning',
  'signs.category_B': 'Priority',
  'signs.category_C': 'Prohibition',
  'signs.category_D': 'Mandatory',
  'signs.category_E': 'Indication',
  'signs.category_F': 'Additional panels',
};

export default en;
