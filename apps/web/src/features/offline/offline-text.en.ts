import type { Translation } from '../../i18n/t.ts';
import type { texts } from './offline-text.ts';

const en: Translation<typeof texts> = {
  'page.title': 'Study without internet',
  'page.intro':
    'What you open with internet (lessons, road signs, pictures, the Glossary and Key numbers) you can read again later, without internet. Save everything at once to study anywhere you like.',
  'page.limits_title': 'What needs internet',
  'page.limit_exam': 'The mock exam needs internet: its clock and its answers are on our server.',
  'page.limit_pay': 'Paying for a subscription and changing your account need internet.',
  'page.limit_end':
    'When your subscription ends, what you saved is locked, and it is removed from the phone the next time you have internet.',
  'page.limit_sign_out':
    'When you sign out, all your things are removed from the phone: someone else using it sees nothing.',
  'download.title': 'Save all the lessons on your phone',
  'download.size': 'It will use about {size} of internet data.',
  'download.size_loading': 'Checking the size…',
  'download.action': 'Save all on the phone',
  'download.progress': 'Saving: {done} of {total}',
  'download.done': 'All the lessons are on your phone. You can read them without internet.',
  'download.failed': 'Saving stopped. Check your internet and try again.',
  'download.remove': 'Remove from the phone',
  'download.needs_subscription': 'Saving the lessons on your phone needs an active subscription.',
  'download.unsupported': 'This browser cannot save the lessons. Use Chrome on your phone.',
  'download.offline': 'Saving needs internet. Try again when you have internet.',
};

export default en;
