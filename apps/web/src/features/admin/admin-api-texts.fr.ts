import type { Translation } from '../../i18n/t.ts';
import type { texts } from './admin-api-texts.ts';

const fr: Translation<typeof texts> = {
  'errors.exports_busy': "D'autres téléchargements sont en cours. Réessayez dans quelques secondes.",
  'errors.school_decided':
    "Cette auto-école a déjà reçu cette décision : rien n'a changé et aucun message n'a été envoyé.",
};

export default fr;
