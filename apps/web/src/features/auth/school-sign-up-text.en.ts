import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-sign-up-text.ts';

const en: Translation<typeof texts> = {
  title: 'Register a driving school',
  step: 'Step {n} of 2',
  step1: 'School details',
  step2: 'Location and account',
  name: 'School name',
  kind: 'Type',
  choose: 'Choose',
  phone: 'School phone',
  tin: 'TIN',
  tin_hint: 'The 9 digits from RRA.',
  next: 'Continue',
  back: 'Back',
  email: 'School e-mail',
  password: 'Password',
  submit: 'Register the school',
  have_account: 'Already have an account?',
  log_in: 'Sign in',
  success: 'The school is registered. We will tell you once it is approved; check the e-mail we sent you too.',
};

export default en;
