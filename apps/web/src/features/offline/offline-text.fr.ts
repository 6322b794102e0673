import type { Translation } from '../../i18n/t.ts';
import type { texts } from './offline-text.ts';

const fr: Translation<typeof texts> = {
  'page.title': 'Étudier sans connexion',
  'page.intro':
    "Ce que vous ouvrez avec internet (leçons, signaux routiers, images, Lexique et Chiffres clés) se relit ensuite sans connexion. Enregistrez tout d'un coup pour étudier où vous voulez.",
  'page.limits_title': 'Ce qui demande internet',
  'page.limit_exam': "L'examen blanc demande internet : son chrono et ses réponses sont sur notre serveur.",
  'page.limit_pay': 'Payer un abonnement et modifier votre compte demandent internet.',
  'page.limit_end':
    'Quand votre abonnement prend fin, ce que vous avez enregistré est verrouillé, puis retiré du téléphone la prochaine fois que vous avez internet.',
  'page.limit_sign_out':
    "Quand vous vous déconnectez, toutes vos données sont retirées du téléphone : une autre personne qui l'utilise ne voit rien.",
  'download.title': 'Enregistrer toutes les leçons sur le téléphone',
  'download.size': 'Cela utilisera environ {size} de données internet.',
  'download.size_loading': 'Calcul de la taille…',
  'download.action': 'Tout enregistrer sur le téléphone',
  'download.progress': 'Enregistrement : {done} sur {total}',
  'download.done': 'Toutes les leçons sont sur votre téléphone. Vous pouvez les lire sans connexion.',
  'download.failed': "L'enregistrement s'est arrêté. Vérifiez votre connexion et réessayez.",
  'download.remove': 'Retirer du téléphone',
  'download.needs_subscription': 'Enregistrer les leçons sur le téléphone demande un abonnement en cours.',
  'download.unsupported': 'Ce navigateur ne peut pas enregistrer les leçons. Utilisez Chrome sur votre téléphone.',
  'download.offline': "L'enregistrement demande internet. Réessayez quand vous aurez internet.",
};

export default fr;
