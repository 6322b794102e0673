import type { Translation } from '../../i18n/t.ts';
import type { texts } from './check-text.ts';

const fr: Translation<typeof texts> = {
  'check.title': 'Testez-vous sur cette leçon',
  'check.intro': '{count} questions de cette leçon. Vous voyez tout de suite si vous avez bien répondu.',
  'check.start': 'Commencer le quiz',
};

export default fr;
