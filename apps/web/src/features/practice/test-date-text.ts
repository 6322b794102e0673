import { catalog } from '../../i18n/t.ts';

/** The test date's form on the home: loaded with it, on the tap that opens it. */
export const texts = {
  'test_date.label': "Itariki y'ikizamini cyawe",
  'test_date.hint': 'Itariki wahawe kuri Irembo. Gahunda yawe izakurikiza iyi tariki.',
  'test_date.save': 'Bika',
  'test_date.cancel': 'Reka',
  'test_date.clear': 'Siba itariki',
  'validation.test_date_invalid': "Hitamo itariki iri hagati y'uyu munsi n'umwaka utaha.",
};

export const testDateText = catalog(texts);
