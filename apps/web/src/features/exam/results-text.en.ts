import type { Translation } from '../../i18n/t.ts';
import type { texts } from './results-text.ts';

const en: Translation<typeof texts> = {
  'result.grade': '{grade}/{total}',
  'results.recent': 'Recent mock exams',
  'results.all': 'See all',
  'results.empty': 'You have not taken a mock exam yet',
  'results.start_first': 'Take your first mock exam',
  'results.error': 'A technical problem happened. Please bear with us while we fix it.',
  'results.passed': 'Passed',
  'results.failed': 'Not passed',
  'results.open': 'Open the mock exam of',
  'results.timed_out': 'Time ran out',
};

export default en;
