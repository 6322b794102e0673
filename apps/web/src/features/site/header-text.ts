import { catalog } from '../../i18n/t.ts';

/** The public header's texts: every public page and sign-in form shows it, so they are few. */
export const texts = {
  'nav.lessons': 'Amasomo',
  'nav.login': 'Kwinjira',
};

export const headerText = catalog(texts);
