import type { Translation } from '../../i18n/t.ts';
import type { texts } from './site-text.ts';

const fr: Translation<typeof texts> = {
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
