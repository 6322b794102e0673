import { catalog } from '../../i18n/t.ts';

/** The texts of joining a school with its code, loaded with the form when it opens. */
export const texts = {
  text: "Wiga mu kigo cyigisha gutwara? Shyiramo code yacyo: kizabona uko utera imbere (amasomo n'amanota), ntikizabona ibisubizo byawe cyangwa ubwishyu bwawe.",
  code: "Code y'ikigo",
  join: 'Injira mu kigo',
  invited: 'Urasabwa kwinjira muri {name} ({district}). Emeza ukanda "Injira mu kigo".',
  asked: 'Ubusabe bwoherejwe kuri {name}.',
};

export const joinSchoolText = catalog(texts);
