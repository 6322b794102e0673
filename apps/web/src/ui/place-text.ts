import { catalog } from '../i18n/t.ts';

/** The place fields' texts (province to cell), shown on the account page and the school's sign-up. */
export const texts = {
  province: 'Intara',
  district: 'Akarere',
  sector: 'Umurenge',
  cell: 'Akagari',
  choose: 'Hitamo',
  loading: 'Turimo kuzana urutonde…',
  load_failed: 'Urutonde ntirwabonetse. Reba murandasi, wongere ugerageze.',
};

export const placeText = catalog(texts);
