import { catalog } from '../../i18n/t.ts';

/** A learner's mock exam results as a list: on the home and the results page, without the exam's own texts. */
export const texts = {
  'result.grade': '{grade}/{total}',
  'results.recent': 'Amasuzuma aheruka',
  'results.all': 'Reba yose',
  'results.empty': 'Nta masuzuma urakora',
  'results.start_first': 'Kora isuzuma rya mbere',
  'results.error': 'Habaye Ibibazo bya tekinike, mwihangane mugihe tukibikoraho',
  'results.passed': 'Yatsinze',
  'results.failed': 'Ntiyatsinze',
  'results.open': 'Reba isuzuma ryo ku wa',
  'results.timed_out': 'Igihe cyarangiye',
};

export const resultsText = catalog(texts);
