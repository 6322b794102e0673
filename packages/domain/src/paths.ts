// The web app's addresses by name, the one place they are written: the router, the pages' links, the
// server's data pages and forms, the lessons' compiled links and the API's feedback all read them.

const LESSONS = '/dashboard/amasomo';
const PRACTICE = '/dashboard/imyitozo';
const RESULTS = '/dashboard/isuzuma';
const STUDENTS = '/dashboard/students';
const EXAM = '/exam';

/**
 * Where a lesson's page is in the web app: the API links its feedback there, the web's pages too;
 * with an anchor, the page opens at that part of the lesson (`article-anchors.ts`).
 */
export const lessonPath = (id: number, anchor?: string | null) => `${LESSONS}/${id}${anchor ? `#${anchor}` : ''}`;

/** A page links to `paths.subscribe`, not to a string it would have to keep in step. */
export const paths = {
  landing: '/',
  about: '/about',
  login: '/login',
  register: '/register',
  signUp: '/user-sign-up',
  verifyPhone: '/auth/verify-phone',
  schoolSignUp: '/school-sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  lessons: LESSONS,
  lesson: lessonPath,
  signs: '/dashboard/ibyapa',
  glossary: '/dashboard/inyito',
  numbers: '/dashboard/imibare',
  practice: PRACTICE,
  mistakes: `${PRACTICE}/amakosa`,
  chances: `${PRACTICE}/amahirwe`,
  results: RESULTS,
  review: (attemptId: string) => `${RESULTS}/${attemptId}`,
  subscribe: '/dashboard/ifatabuguzi',
  account: '/dashboard/konte',
  offline: '/dashboard/kuri-telefoni',
  exam: EXAM,
  examInstructions: `${EXAM}/instructions`,
  /** The exam's start as its page's form posts it before the script has arrived. */
  examStart: `${EXAM}/start`,
  examResults: `${EXAM}/results`,
  students: STUDENTS,
  student: (id: string) => `${STUDENTS}/${id}`,
  seats: '/dashboard/seats',
  message: '/dashboard/message',
} as const;

/** The router's patterns of the addresses with a part that varies. */
export const pathPatterns = {
  lesson: `${LESSONS}/:id`,
  practice: `${PRACTICE}/:page?`,
  review: `${RESULTS}/:id`,
  student: `${STUDENTS}/:id`,
} as const;
