import type { Translation } from '../../i18n/t.ts';
import type { texts } from './site-text.ts';

const en: Translation<typeof texts> = {
  'landing.title': 'Pass the provisional licence exam on your first try',
  'landing.lead':
    '13 lessons on the traffic rules and road signs, and 20-minute mock exams like the real one. All on your phone.',
  'landing.start': 'Get started',
  'landing.watch_video': 'Watch the video',
  'landing.start_learning': 'Start learning',
  'landing.feature_lessons_title': 'Clear lessons',
  'landing.feature_lessons_text':
    'Traffic rules, road signs and road markings, in plain words, with pictures that help you understand quickly.',
  'landing.feature_exams_title': 'Mock exams like the real one',
  'landing.feature_exams_text':
    '20 questions picked at random, 20 minutes, 14 out of 20 to pass. You see where you went wrong and why.',
  'landing.video_title': 'A video explaining Provisoire',
  'landing.close': 'Close',
  'landing.sign_in': 'Sign in',
  'landing.doc_title': 'Provisoire: learn and practise for the provisional licence exam',
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
