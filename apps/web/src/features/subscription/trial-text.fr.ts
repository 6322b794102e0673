import type { Translation } from '../../i18n/t.ts';
import type { texts } from './trial-text.ts';

const fr: Translation<typeof texts> = {
  'trial.title': 'Essayez gratuitement',
  'trial.text': 'Une journée gratuite pour étudier et vous tester. Une seule fois par compte.',
  'trial.button': 'Commencer la journée gratuite',
  'trial.started': 'Votre journée gratuite a commencé. Les leçons sont ouvertes !',
};

export default fr;
