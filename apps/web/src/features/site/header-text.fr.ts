import type { Translation } from '../../i18n/t.ts';
import type { texts } from './header-text.ts';

const fr: Translation<typeof texts> = {
  'nav.lessons': 'Leçons',
  'nav.login': 'Connexion',
};

export default fr;
