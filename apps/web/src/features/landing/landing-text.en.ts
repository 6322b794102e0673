import type { Translation } from '../../i18n/t.ts';
import type { texts } from './landing-text.ts';

const en: Translation<typeof texts> = {
  'landing.title': 'Pass the provisional licence exam on your first try',
  'landing.lead':
    '13 lessons on the traffic rules and road signs, practice that explains every answer, and 20-minute mock exams like the real one. All on your phone.',
  'landing.free_exam': 'Your first mock exam is free',
  'landing.free_day': 'One day to study everything, free',
  'landing.start': 'Get started',
  'landing.watch_video': 'Watch the video',
  'landing.start_learning': 'Start learning',
  'landing.features_title': 'What helps you pass',
  'landing.feature_lessons_title': 'Clear lessons',
  'landing.feature_lessons_text':
    'Traffic rules, road signs and road markings, in plain words, with pictures that help you understand quickly.',
  'landing.feature_practice_title': 'Practice that explains',
  'landing.feature_practice_text':
    'Practise the lesson you choose. Every answer tells you whether it is right, why, and which article of the law says so.',
  'landing.feature_mistakes_title': 'Mistakes come back until you know them',
  'landing.feature_mistakes_text':
    'A question you got wrong comes back a few days later, until you know it well. What you learn stays learnt.',
  'landing.feature_exams_title': 'Mock exams like the real one',
  'landing.feature_exams_text':
    '20 questions picked at random, 20 minutes, 14 out of 20 to pass. You see where you went wrong and why.',
  'landing.feature_readiness_title': 'Know when you are ready',
  'landing.feature_readiness_text':
    'Once you have answered enough questions on every lesson, we tell you your chance of passing, checked against how your mock exams go.',
  'landing.feature_offline_title': 'Study without internet',
  'landing.feature_offline_text':
    'Lessons and practice work offline. Your answers are kept and sent when the connection is back. Light on data.',
  'landing.video_title': 'A video explaining Provisoire',
  'landing.close': 'Close',
  'landing.sign_in': 'Sign in',
  'landing.doc_title': 'Provisoire: learn and practise for the provisional licence exam',
};

export default en;
