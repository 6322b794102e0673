import type { Translation } from '../i18n/t.ts';
import type { texts } from './place-text.ts';

const en: Translation<typeof texts> = {
  province: 'Province',
  district: 'District',
  sector: 'Sector',
  cell: 'Cell',
  choose: 'Choose',
  loading: 'Loading the list…',
  load_failed: 'Could not get the list. Check your internet and try again.',
};

export default en;
