import { catalog } from '../i18n/t.ts';

/** Words of the course that the lessons and the practice both say: a lesson's number, the signs' families. */
export const texts = {
  'lessons.number': 'Isomo rya {id}',
  'signs.category_A': 'Biburira',
  'signs.category_B': 'Byo gutambuka mbere',
  'signs.category_C': 'Bibuza',
  'signs.category_D': 'Bitegeka',
  'signs.category_E': 'Biyobora',
  'signs.category_F': 'Utwapa nyongera',
};

export const courseText = catalog(texts);
