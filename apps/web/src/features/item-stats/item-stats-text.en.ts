import type { Translation } from '../../i18n/t.ts';
import type { texts } from './item-stats-text.ts';

const en: Translation<typeof texts> = {
  'item_stats.title': 'Question analysis',
  'item_stats.intro':
    'How learners answer each question: in mock exams, and in practice the first time they answer it. Questions that need a look come first, so you can fix them.',
  'item_stats.intro_discrimination':
    '“Discrimination” lies between −1 and 1: above 0, those who answer it right are those who do well on the whole exam; below 0, those who do badly, often because the question or its answer is unclear.',
  'item_stats.intro_threshold':
    'A question is checked once it has been asked at least {asked} times; its “discrimination” once it has been answered in at least {exams} mock exams.',
  'item_stats.export': 'Download CSV',
  'item_stats.too_little':
    'Not enough data yet: no question has been asked {asked} times. Come back once learners have taken many mock exams.',
  'item_stats.summary': '{flagged} of {total} questions need a look.',
  'item_stats.shown': 'Showing {count} of {total}',
  'item_stats.more': 'Show more',
  'item_stats.lesson': 'Lesson {lesson}: {title}',
  'item_stats.asked': 'Asked: {count}',
  'item_stats.right': 'Answered right: {percent} %',
  'item_stats.never_asked': 'Not asked yet',
  'item_stats.discrimination': 'Discrimination: {value} (mock exams: {count})',
  'item_stats.discrimination_unknown': 'Discrimination: not known yet (mock exams: {count})',
  'item_stats.choices': 'Answers and how often each was picked',
  'item_stats.key': 'Right answer',
  'item_stats.picked': '{count} ({percent} %)',
};

export default en;
