import type { Translation } from '../../i18n/t.ts';
import type { texts } from './admin-api-texts.ts';

const fr: Translation<typeof texts> = {
  'errors.exports_busy': "D'autres téléchargements sont en cours. Réessayez dans quelques secondes.",
};

export default fr;
