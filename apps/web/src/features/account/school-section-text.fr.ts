import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-section-text.ts';

const fr: Translation<typeof texts> = {
  title: 'Mon auto-école',
  none: "Vous n'êtes inscrit dans aucune auto-école.",
  open: "J'ai un code d'auto-école",
  requested: "L'auto-école ne vous a pas encore accepté.",
  accepted: 'Vous êtes apprenant de cette auto-école.',
  leave: "Quitter l'auto-école",
  one_school: "Vous êtes déjà dans une auto-école. Pour en rejoindre une autre, quittez d'abord celle-ci.",
  left: "Vous avez quitté l'auto-école.",
};

export default fr;
