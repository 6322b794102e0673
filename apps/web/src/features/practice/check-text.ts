import { catalog } from '../../i18n/t.ts';

/** What a lesson's end says of its self-check before it starts: with the lesson page, the rest comes with the check. */
export const texts = {
  'check.title': 'Isuzume kuri iri somo',
  'check.intro': "Ibibazo {count} by'iri somo. Ubona ako kanya niba wasubije neza.",
  'check.start': 'Tangira kwisuzuma',
};

export const checkText = catalog(texts);
