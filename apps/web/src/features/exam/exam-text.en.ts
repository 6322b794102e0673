import type { Translation } from '../../i18n/t.ts';
import type { texts } from './exam-text.ts';

const en: Translation<typeof texts> = {
  'instructions.title': 'Mock exam instructions',
  'instructions.lead': 'A mock exam like the real provisional licence exam. Read these instructions before you start.',
  'instructions.questions': 'Number of questions',
  'instructions.duration': 'Time',
  'instructions.duration_value': '{minutes} minutes',
  'instructions.marks': 'Total marks',
  'instructions.pass_mark': 'Pass mark',
  'instructions.rules':
    'Each question has four answers, and one is right. Your answer is saved at once; if the internet drops, we save it when it is back. When the time is up, the mock exam ends.',
  'instructions.free': 'You have no subscription: this is your one free mock exam.',
  'instructions.start': 'Start the mock exam',
  'instructions.offline':
    'No internet. The mock exam needs the internet: its clock and its answers are on the server. You can start it once the internet is back.',
  'instructions.resume': 'Continue your mock exam',
  'instructions.resume_text':
    'You have a mock exam you have not finished. Go on where you were; its time is still running.',

  'exam.title': 'Mock exam',
  'exam.question_of': 'Question {n} of {total}',
  'exam.questions_nav': 'Questions',
  'exam.question_button': 'Question {n}',
  'exam.answered': 'answered',
  'exam.previous': 'Previous',
  'exam.next': 'Next',
  'exam.finish': 'Finish',
  'exam.finishing': 'Counting your marks…',
  'exam.time_left': 'Time left',
  'exam.time_warning': 'One minute left!',
  'exam.leave_warning': 'The mock exam is not over. Do you want to leave it?',
  'exam.saving': 'Saving…',
  'exam.saved': 'Saved',
  'exam.offline': 'No internet: your answers will be saved when it is back',
  'exam.finish_offline':
    'No internet. Your answers are kept on your phone; we will finish the mock exam when the internet is back.',

  'result.title': 'Your marks',
  'result.passed': 'You passed! Keep it up.',
  'result.failed': 'You did not pass. Practise more: you need at least {pass} out of {total}.',
  'result.timed_out': 'Time ran out before you finished.',
  'result.retry': 'Retake these questions',
  'result.another': 'Take another mock exam',
  'result.view_answers': 'See the answers',
  'result.continue': 'Continue',

  'free_used.title': 'You have used your free mock exam.',
  'free_used.plan': 'Buy a subscription to take more mock exams.',
  'free_used.trial': 'One free day to study and test yourself. Only once per account.',
  'free_used.trial_button': 'Start your free day',
  'free_used.trial_started': 'Your free day has started. The lessons are open!',

  'deadline.title': 'The mock exam time is over',
  'deadline.text':
    'Your mock exam ended on {date} before you finished it. It was marked with the answers you had given.',
  'deadline.another': 'Take another mock exam',

  'results.title': 'Your mock exams',
  'results.load_more': 'See more',

  'chart.title': 'Your marks over time',
  'chart.desc':
    'Mock exams: {count}, from {from} to {to}. Marks out of 20, in order: {grades}. The pass mark is {pass}.',
  'chart.pass': 'Pass: {pass}',

  'review.title': 'Mock exam of {date}',
  'review.your_answer': 'Your answer',
  'review.correct_answer': 'Correct answer',
  'review.no_answer': 'You did not answer this question.',
  'review.right': 'You got it right',
  'review.wrong': 'You got it wrong',
  'review.why': 'Why',
  'review.lesson': 'Read the lesson: {title}',
  'review.back': 'Back to mock exams',
  'review.no_state': 'Take a mock exam first.',
};

export default en;
