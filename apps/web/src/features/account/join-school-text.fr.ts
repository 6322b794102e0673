import type { Translation } from '../../i18n/t.ts';
import type { texts } from './join-school-text.ts';

const fr: Translation<typeof texts> = {
  text: 'Vous apprenez dans une auto-école ? Saisissez son code : elle verra vos progrès (leçons et notes), mais pas vos réponses ni vos paiements.',
  code: "Code de l'auto-école",
  join: "Rejoindre l'auto-école",
  invited: "Vous êtes invité à rejoindre {name} ({district}). Confirmez en appuyant sur « Rejoindre l'auto-école ».",
  asked: 'Demande envoyée à {name}.',
};

export default fr;
