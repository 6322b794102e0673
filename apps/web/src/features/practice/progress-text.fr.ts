import type { Translation } from '../../i18n/t.ts';
import type { texts } from './progress-text.ts';

const fr: Translation<typeof texts> = {
  'readiness.title': 'Chances de réussite',
  'verdict.not_ready': 'Pas encore prêt',
  'verdict.close': 'Presque prêt',
  'verdict.likely': 'Réussite probable',
  'readiness.chance': "Chances d'avoir au moins {pass} sur 20 à notre examen blanc : environ {percent} %.",
  'readiness.rests_on': "D'après vos {answers} réponses. Pas une promesse : même bien préparé, on peut échouer.",
  'readiness.weakest': "À travailler d'abord",
  'readiness.not_yet': 'On ne sait pas encore',
  'readiness.covered': "{percent} % de l'examen",
  'readiness.to_practise': "Travaillez ces parties de l'examen pour que nous puissions les calculer :",
  'readiness.needed': "Répondez encore à l'entraînement ({needed} de plus) pour que nous puissions les calculer.",
  'part.signs': 'Signaux routiers',
  'readiness.how': 'Comment les calcule-t-on ?',
  'readiness.error': "Impossible d'afficher vos chances de réussite.",
  'invite.text': 'Pour vous entraîner et voir vos chances de réussite, il faut un abonnement.',

  'next.title': 'Prochaines étapes',
  'next.mistakes': "Erreurs à revoir aujourd'hui",
  'next.continue': 'Continuer la leçon {id}',
  'next.start': 'Commencer la leçon {id}',
  'next.exam': 'Examen blanc : 20 questions en 20 minutes',
  'plan.title': 'Le plan du jour',
  'plan.test_on': 'Examen : {date} · {days} jours',
  'plan.test_today': "L'examen est aujourd'hui",
  'plan.set_date': "Date de l'examen",
  'plan.change_date': 'Changer la date',
  'plan.streak': "Jours d'étude d'affilée : {days}",
  'plan.practise': "Entraînez-vous sur {questions} questions aujourd'hui",
  'plan.exam_today': "Aujourd'hui : faites un examen blanc",
  'plan.tight': "Le temps est court : entraînez-vous d'abord sur les parties de l'examen pas encore étudiées.",
  'plan.test_day': "L'examen est aujourd'hui : revoyez seulement vos erreurs. Bonne chance !",
  'plan.past': 'La date de votre examen est passée. Si vous en avez une nouvelle, indiquez-la.',

  'lesson.opened': 'Ouverte',
  'lesson.not_opened': 'Pas encore ouverte',
  'lesson.check_best': 'Quiz : {best}/{total}',
  'lesson.mastery': 'Maîtrise : {percent} %',
  'lesson.no_answers': 'Pas encore de réponse',
};

export default fr;
