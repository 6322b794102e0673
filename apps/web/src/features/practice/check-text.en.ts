import type { Translation } from '../../i18n/t.ts';
import type { texts } from './check-text.ts';

const en: Translation<typeof texts> = {
  'check.title': 'Test yourself on this lesson',
  'check.intro': '{count} questions from this lesson. You see at once if you answered right.',
  'check.start': 'Start the quiz',
};

export default en;
