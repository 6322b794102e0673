import { catalog } from '../../i18n/t.ts';

/** The free day's offer (home, lessons, practice and subscription pages): with them, never with the landing. */
export const texts = {
  'trial.title': 'Gerageza ku buntu',
  'trial.text': 'Umunsi umwe wo kwiga no kwisuzuma ku buntu. Rimwe gusa kuri buri konti.',
  'trial.button': "Tangira umunsi w'ubuntu",
  'trial.started': "Umunsi w'ubuntu watangiye. Amasomo arafunguye!",
};

export const trialText = catalog(texts);
