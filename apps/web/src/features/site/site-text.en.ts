import type { Translation } from '../../i18n/t.ts';
import type { texts } from './site-text.ts';

const en: Translation<typeof texts> = {
  'footer.help': 'Help',
  'footer.about': 'About us',
  'footer.contact': 'Call us: {phone}',
  'footer.follow': 'Follow us',
  'footer.rights': '© {year} Provisoire',
  'chat.open': 'Talk to us on WhatsApp',
  'chat.close': 'Close the chat',
  'chat.title': 'Talk to us',
  'chat.reply_time': 'We reply as fast as we can',
  'chat.greeting': 'Hello! How can we help you?',
  'chat.placeholder': 'Write your message…',
  'chat.send': 'Send',
  'about.title': 'About us',
  'about.text':
    'Provisoire helps Rwandans get ready for the provisional driving licence exam (provisoire): lessons in Kinyarwanda, timed mock exams, and payment by Mobile Money.',
};

export default en;
