import type { Translation } from '../../i18n/t.ts';
import type { texts } from './site-text.ts';

const fr: Translation<typeof texts> = {
  'landing.title': "Réussissez l'examen du permis provisoire du premier coup",
  'landing.lead':
    '13 leçons sur le code de la route et les signaux routiers, et des examens blancs de 20 minutes comme le vrai. Le tout sur votre téléphone.',
  'landing.start': 'Commencer',
  'landing.watch_video': 'Voir la vidéo',
  'landing.start_learning': 'Commencer à apprendre',
  'landing.feature_lessons_title': 'Des leçons claires',
  'landing.feature_lessons_text':
    'Le code de la route, les signaux routiers et les marques routières, en mots simples, avec des images qui aident à comprendre vite.',
  'landing.feature_exams_title': 'Des examens blancs comme le vrai',
  'landing.feature_exams_text':
    '20 questions tirées au hasard, 20 minutes, 14 sur 20 pour réussir. Vous voyez où vous vous êtes trompé et pourquoi.',
  'landing.video_title': 'Vidéo de présentation de Provisoire',
  'landing.close': 'Fermer',
  'landing.sign_in': 'Se connecter',
  'landing.doc_title': "Provisoire : apprenez et entraînez-vous pour l'examen du permis provisoire",
  'footer.help': 'Aide',
  'footer.about': 'Qui sommes-nous',
  'footer.contact': 'Appelez-nous : {phone}',
  'footer.follow': 'Suivez-nous',
  'footer.rights': '© {year} Provisoire',
  'chat.open': 'Écrivez-nous sur WhatsApp',
  'chat.close': 'Fermer la discussion',
  'chat.title': 'Écrivez-nous',
  'chat.reply_time': 'Nous répondons au plus vite',
  'chat.greeting': 'Bonjour ! Comment pouvons-nous vous aider ?',
  'chat.placeholder': 'Écrivez votre message…',
  'chat.send': 'Envoyer',
  'about.title': 'Qui sommes-nous',
  'about.text':
    "Provisoire aide les Rwandais à se préparer à l'examen du permis de conduire provisoire : leçons en kinyarwanda, examens blancs chronométrés et paiement par Mobile Money.",
};

export default fr;
