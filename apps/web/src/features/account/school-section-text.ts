import { catalog } from '../../i18n/t.ts';

/** The account page's school section, apart: the account page's catalog is also in the sign-in pages' download. */
export const texts = {
  title: 'Ikigo cyanjye',
  none: 'Ntabwo uri mu kigo cyigisha gutwara.',
  open: "Mfite code y'ikigo",
  requested: 'Ikigo kiracyategereje kukwemera.',
  accepted: "Uri umunyeshuri w'iki kigo.",
  leave: 'Va mu kigo',
  one_school: 'Usanzwe uri mu kigo. Kugira ngo winjire mu kindi, banza uve muri iki.',
  left: 'Wavuye mu kigo.',
};

export const schoolSectionText = catalog(texts);
