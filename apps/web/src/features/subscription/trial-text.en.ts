import type { Translation } from '../../i18n/t.ts';
import type { texts } from './trial-text.ts';

const en: Translation<typeof texts> = {
  'trial.title': 'Try it free',
  'trial.text': 'One free day to study and test yourself. Only once per account.',
  'trial.button': 'Start your free day',
  'trial.started': 'Your free day has started. The lessons are open!',
};

export default en;
