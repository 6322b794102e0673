import type { Translation } from '../../i18n/t.ts';
import type { texts } from './progress-text.ts';

const en: Translation<typeof texts> = {
  'readiness.title': 'Chance of passing',
  'verdict.not_ready': 'Not ready yet',
  'verdict.close': 'Almost ready',
  'verdict.likely': 'Likely to pass',
  'readiness.chance': 'Chance of getting at least {pass} out of 20 in our mock exam: about {percent}%.',
  'readiness.rests_on': 'From your {answers} answers. Not a promise: even someone ready can fail.',
  'readiness.weakest': 'Practise these first',
  'readiness.not_yet': 'Not known yet',
  'readiness.covered': '{percent}% of the exam',
  'readiness.to_practise': 'Practise these parts of the exam so we can work it out:',
  'readiness.needed': 'Answer {needed} more in practice so we can work it out.',
  'part.signs': 'Road signs',
  'readiness.how': 'How is it worked out?',
  'readiness.error': 'Could not load your chance of passing.',
  'invite.text': 'To practise and see your chance of passing, you need a subscription.',

  'next.title': 'Next steps',
  'next.mistakes': 'Mistakes to review today',
  'next.continue': 'Continue lesson {id}',
  'next.start': 'Start lesson {id}',
  'next.exam': 'Mock exam: 20 questions in 20 minutes',
  'plan.title': "Today's plan",
  'plan.test_on': 'Test: {date} · {days} days',
  'plan.test_today': 'The test is today',
  'plan.set_date': 'Test date',
  'plan.change_date': 'Change the date',
  'plan.streak': 'Days studied in a row: {days}',
  'plan.practise': 'Practise {questions} questions today',
  'plan.exam_today': 'Today: take a mock exam',
  'plan.tight': 'Time is short: first practise the parts of the exam you have not studied.',
  'plan.test_day': 'The test is today: review your mistakes only. Good luck!',
  'plan.past': 'Your test date has passed. If you have a new one, set it.',

  'lesson.opened': 'Opened',
  'lesson.not_opened': 'Not opened yet',
  'lesson.check_best': 'Quiz: {best}/{total}',
  'lesson.mastery': 'Known: {percent}%',
  'lesson.no_answers': 'No questions answered yet',
};

export default en;
