import type { Translation } from '../i18n/t.ts';
import type { texts } from './place-text.ts';

const fr: Translation<typeof texts> = {
  province: 'Province',
  district: 'District',
  sector: 'Secteur',
  cell: 'Cellule',
  choose: 'Choisir',
  loading: 'Chargement de la liste…',
  load_failed: 'Impossible de charger la liste. Vérifiez votre connexion et réessayez.',
};

export default fr;
