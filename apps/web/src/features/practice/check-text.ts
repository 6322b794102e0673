import { catalog } from '../../i18n/t.ts';

/** What a lesson's end says of its self-check before it starts: with the lesson page, the rest comes with the check. */
export const checkText = catalog({
  'check.title': 'Isuzume kuri iri somo',
  'check.intro': "Ibibazo {count} by'iri somo. Ubona ako kanya niba wasubije neza.",
  'check.start': 'Tangira kwisuzuma',
});
