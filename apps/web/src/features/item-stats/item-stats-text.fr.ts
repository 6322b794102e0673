import type { Translation } from '../../i18n/t.ts';
import type { texts } from './item-stats-text.ts';

const fr: Translation<typeof texts> = {
  'item_stats.title': 'Analyse des questions',
  'item_stats.intro':
    "Comment les apprenants répondent à chaque question : aux examens blancs, et à l'entraînement la première fois qu'ils y répondent. Les questions à revoir viennent en premier, pour que vous les corrigiez.",
  'item_stats.intro_discrimination':
    "La « discrimination » va de −1 à 1 : au-dessus de 0, ceux qui répondent bien à la question sont ceux qui réussissent l'examen dans son ensemble ; en dessous de 0, ceux qui le ratent, souvent parce que la question ou sa réponse n'est pas claire.",
  'item_stats.intro_threshold':
    "Une question est examinée une fois posée au moins {asked} fois ; sa « discrimination », une fois qu'on y a répondu dans au moins {exams} examens blancs.",
  'item_stats.export': 'Télécharger le CSV',
  'item_stats.too_little':
    "Pas encore assez de données : aucune question n'a été posée {asked} fois. Revenez quand les apprenants auront passé beaucoup d'examens blancs.",
  'item_stats.summary': '{flagged} questions sur {total} sont à revoir.',
  'item_stats.shown': 'Affichées : {count} sur {total}',
  'item_stats.more': 'Voir plus',
  'item_stats.lesson': 'Leçon {lesson} : {title}',
  'item_stats.asked': 'Posée : {count} fois',
  'item_stats.right': 'Bonnes réponses : {percent} %',
  'item_stats.never_asked': 'Pas encore posée',
  'item_stats.discrimination': 'Discrimination : {value} (examens blancs : {count})',
  'item_stats.discrimination_unknown': 'Discrimination : pas encore connue (examens blancs : {count})',
  'item_stats.choices': 'Réponses et nombre de fois choisies',
  'item_stats.key': 'Bonne réponse',
  'item_stats.picked': '{count} ({percent} %)',
};

export default fr;
