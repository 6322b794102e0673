import type { Translation } from '../../i18n/t.ts';
import type { texts } from './join-school-text.ts';

const en: Translation<typeof texts> = {
  text: 'Learning at a driving school? Enter its code: it will see your progress (lessons and scores), not your answers or your payments.',
  code: 'School code',
  join: 'Join the school',
  invited: 'You are invited to join {name} ({district}). Confirm by pressing "Join the school".',
  asked: 'Request sent to {name}.',
};

export default en;
