import { catalog } from '../../i18n/t.ts';

/** The public header's texts: every public page and sign-in form shows it, so they are few. */
export const headerText = catalog({
  'nav.lessons': 'Amasomo',
  'nav.login': 'Kwinjira',
  'nav.language': 'Ururimi',
  'nav.language_rw': 'Ikinyarwanda',
});
