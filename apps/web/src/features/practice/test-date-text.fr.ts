import type { Translation } from '../../i18n/t.ts';
import type { texts } from './test-date-text.ts';

const fr: Translation<typeof texts> = {
  'test_date.label': 'La date de votre examen',
  'test_date.hint': "La date qu'Irembo vous a donnée. Votre plan y mène.",
  'test_date.save': 'Enregistrer',
  'test_date.cancel': 'Annuler',
  'test_date.clear': 'Effacer la date',
  'validation.test_date_invalid': "Choisissez une date entre aujourd'hui et dans un an.",
};

export default fr;
