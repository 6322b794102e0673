import type { Translation } from '../../i18n/t.ts';
import type { texts } from './lessons-text.ts';

const en: Translation<typeof texts> = {
  'common.back': 'Back',
  'lessons.title': 'All lessons',
  'lessons.loading': 'Opening the lessons…',
  'lessons.open': 'Open the lesson',
  'lessons.buy_to_open': 'Subscribe to open',
  'lessons.locked': 'Buy a subscription to open all the lessons.',
  'lessons.to_top': 'Back to top',
  'lessons.content_loading': 'Opening the lesson…',
  'lessons.content_error': 'Could not open the lesson.',
  'lessons.study_aids': 'Study aids',

  'pages.inyito': 'Glossary',
  'pages.imibare': 'Key numbers',
  'pages.loading': 'Opening the page…',

  'signs.title': 'Road sign library',
  'signs.intro': 'Road signs and what they mean, following the traffic rules.',
  'signs.search': 'Find a sign',
  'signs.search_hint': 'Name or code (B.1)',
  'signs.category': 'Type of sign',
  'signs.all': 'All',
  'signs.count': 'Signs: {count}',
  'signs.none': 'No sign found. Try another name.',
  'signs.none_here': 'No sign found of this type.',
  'signs.hidden': '{count} more in other types.',
  'signs.show_all': 'Show all types',
  'signs.loading': 'Opening the signs…',
  'lessons.subscription': 'Subscription',
};

export default en;
