import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-section-text.ts';

const en: Translation<typeof texts> = {
  title: 'My driving school',
  none: 'You are not in a driving school.',
  open: 'I have a school code',
  requested: 'The school has not accepted you yet.',
  accepted: 'You are a learner at this school.',
  leave: 'Leave the school',
  one_school: 'You are already in a school. To join another one, leave this one first.',
  left: 'You have left the school.',
};

export default en;
