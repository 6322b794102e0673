import type { Translation } from '../i18n/t.ts';
import type { texts } from './course-text.ts';

const fr: Translation<typeof texts> = {
  'lessons.number': 'Leçon {id}',
  'signs.category_A': 'Danger',
  'signs.category_B': 'Priorité',
  'signs.category_C': 'Interdiction',
  'signs.category_D': 'Obligation',
  'signs.category_E': 'Indication',
  'signs.category_F': 'Panneaux additionnels',
};

export default fr;
