import type { Translation } from '../../i18n/t.ts';
import type { texts } from './readiness-text.ts';

const en: Translation<typeof texts> = {
  'how.title': 'How do we work out your chance of passing?',
  'how.lead': 'On the home page we show your chance of passing. Here is how we work it out, in a few words.',
  'how.yours': 'Your figures',
  'how.yours_answers': 'Your answers',
  'how.yours_pass': 'Chance of {pass}/20',
  'how.yours_needed': 'Answers still needed',
  'how.yours_covered': 'Part of the exam practised',
  'how.percent': '{percent}%',
  'how.practise': 'Go and practise',

  'how.answers_title': 'We start from your answers',
  'how.answers':
    'We split the exam into parts: the road signs ({signs} questions out of {questions}), and each lesson on its own. For each part we look at the questions you answered in practice, in lesson quizzes and in mock exams, and how you answered them. Good answers on road signs do not raise the lessons, and the lessons do not raise the road signs.',
  'how.recent_title': 'New answers count more than old ones',
  'how.recent':
    'An answer from today is worth more than an old one: an answer from {days} days ago counts half as much as one from today. So your chance follows where you are now.',
  'how.repeat_title': 'A question answered again counts a little, or not at all',
  'how.repeat':
    'When you answer a question again after seeing its answer, you may remember it rather than understand it. A question seen for the first time counts in full. A question seen again within {hours} hours, or a mock exam you retake, does not count at all. A question that comes back after some days counts a little.',
  'how.mix_title': 'Like our mock exam',
  'how.mix':
    'Our mock exam has {questions} questions: {signs} show road signs, at least one comes from each lesson, and the rest follow the size of the lessons. We work out your chance of passing such an exam from how you answer in each lesson. A lesson you do not know well lowers your chance: that is why we show you the three parts to go over again.',
  'how.marks_title': '{pass} out of 20, not just {police}',
  'how.marks':
    'We show your chance of getting at least {pass} out of 20, the mark that passes our mock exam. The police pass you with {police} out of 20, so your chance of that mark is a little higher. We chose {pass} so that you go to the exam well prepared.',
  'how.never_title': 'We never write 100%',
  'how.never':
    'We round to 5 (for example, 73% becomes 75%), and we never write 0% or 100%: even someone who studied well can make a mistake, and a new question can surprise you.',
  'how.needed_title': 'No figure until you have practised the whole exam',
  'how.needed':
    'Someone who studied one lesson, or only the road signs, can answer well on what they studied and fail on the rest. That is why we show “Not known yet” until your practice covers at least {coverage}% of the exam: {partAnswers} new questions in each part, and {min} answers in all. Until then we show the parts to practise, starting with those you have not practised yet.',
  'how.words_title': 'Words before the number',
  'how.words':
    'First we tell you in words: “Not ready yet” below {close}%, “Almost ready” up to {likely}%, “Likely to pass” above that. The number comes after, rounded.',
};

export default en;
