import type { Translation } from '../../i18n/t.ts';
import type { texts } from './landing-text.ts';

const fr: Translation<typeof texts> = {
  'landing.title': "Réussissez l'examen du permis provisoire du premier coup",
  'landing.lead':
    '13 leçons sur le code de la route et les signaux routiers, des exercices qui expliquent chaque réponse, et des examens blancs de 20 minutes comme le vrai. Le tout sur votre téléphone.',
  'landing.free_exam': 'Votre premier examen blanc est gratuit',
  'landing.free_day': 'Une journée pour tout étudier, gratuitement',
  'landing.start': 'Commencer',
  'landing.watch_video': 'Voir la vidéo',
  'landing.start_learning': 'Commencer à apprendre',
  'landing.features_title': 'Ce qui vous aide à réussir',
  'landing.feature_lessons_title': 'Des leçons claires',
  'landing.feature_lessons_text':
    'Le code de la route, les signaux routiers et les marques routières, en mots simples, avec des images qui aident à comprendre vite.',
  'landing.feature_practice_title': 'Des exercices qui expliquent',
  'landing.feature_practice_text':
    'Entraînez-vous sur la leçon de votre choix. Chaque réponse vous dit si elle est juste, pourquoi, et quel article de la loi le prévoit.',
  'landing.feature_mistakes_title': "Vos erreurs reviennent jusqu'à ce que vous les sachiez",
  'landing.feature_mistakes_text':
    "Une question manquée revient quelques jours plus tard, jusqu'à ce que vous la sachiez bien. Ce que vous apprenez, vous le gardez.",
  'landing.feature_exams_title': 'Des examens blancs comme le vrai',
  'landing.feature_exams_text':
    '20 questions tirées au hasard, 20 minutes, 14 sur 20 pour réussir. Vous voyez où vous vous êtes trompé et pourquoi.',
  'landing.feature_readiness_title': 'Sachez si vous êtes prêt',
  'landing.feature_readiness_text':
    'Une fois assez de questions répondues sur chaque leçon, nous vous donnons votre chance de réussite, vérifiée par vos examens blancs.',
  'landing.feature_offline_title': 'Étudiez sans internet',
  'landing.feature_offline_text':
    'Les leçons et les exercices marchent hors ligne. Vos réponses sont gardées et envoyées au retour de la connexion. Peu de données.',
  'landing.video_title': 'Vidéo de présentation de Provisoire',
  'landing.close': 'Fermer',
  'landing.sign_in': 'Se connecter',
  'landing.doc_title': "Provisoire : apprenez et entraînez-vous pour l'examen du permis provisoire",
};

export default fr;
