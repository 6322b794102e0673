import type { Translation } from '../../i18n/t.ts';
import type { texts } from './header-text.ts';

const en: Translation<typeof texts> = {
  'nav.lessons': 'Lessons',
  'nav.login': 'Sign in',
};

export default en;
