import type { Translation } from '../../i18n/t.ts';
import type { texts } from './results-text.ts';

const fr: Translation<typeof texts> = {
  'result.grade': '{grade}/{total}',
  'results.recent': 'Examens blancs récents',
  'results.all': 'Tout voir',
  'results.empty': "Vous n'avez encore passé aucun examen blanc",
  'results.start_first': 'Passez votre premier examen blanc',
  'results.error': 'Un problème technique est survenu. Merci de patienter pendant que nous le réglons.',
  'results.passed': 'Réussi',
  'results.failed': 'Échoué',
  'results.open': "Voir l'examen blanc du",
  'results.timed_out': 'Temps écoulé',
};

export default fr;
