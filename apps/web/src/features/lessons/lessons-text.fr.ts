import type { Translation } from '../../i18n/t.ts';
import type { texts } from './lessons-text.ts';

const fr: Translation<typeof texts> = {
  'common.back': 'Retour',
  'lessons.title': 'Toutes les leçons',
  'lessons.loading': 'Ouverture des leçons…',
  'lessons.open': 'Ouvrir la leçon',
  'lessons.buy_to_open': "S'abonner pour ouvrir",
  'lessons.locked': 'Achetez un abonnement pour ouvrir toutes les leçons.',
  'lessons.to_top': 'Retour en haut',
  'lessons.content_loading': 'Ouverture de la leçon…',
  'lessons.content_error': "Impossible d'ouvrir la leçon.",
  'lessons.study_aids': "Aides à l'étude",

  'pages.inyito': 'Lexique',
  'pages.imibare': 'Chiffres clés',
  'pages.loading': 'Ouverture de la page…',

  'signs.title': 'Bibliothèque des signaux',
  'signs.intro': 'Les signaux routiers et leur sens, selon le code de la route.',
  'signs.search': 'Chercher un signal',
  'signs.search_hint': 'Nom ou code (B.1)',
  'signs.category': 'Type de signal',
  'signs.all': 'Tous',
  'signs.count': 'Signaux : {count}',
  'signs.none': 'Aucun signal trouvé. Essayez un autre nom.',
  'signs.none_here': 'Aucun signal trouvé dans ce type.',
  'signs.hidden': 'Encore {count} dans les autres types.',
  'signs.show_all': 'Voir tous les types',
  'signs.loading': 'Ouverture des signaux…',
  'lessons.subscription': 'Abonnement',
};

export default fr;
