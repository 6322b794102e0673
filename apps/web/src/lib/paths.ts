import { lessonPath } from '@provisoire/domain';

/**
 * The app's addresses by name (the routes themselves are in app/routes.tsx): a page links to
 * `paths.subscribe`, not to a string it would have to keep in step.
 */
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
  lessons: '/dashboard/amasomo',
  lesson: lessonPath,
  signs: '/dashboard/ibyapa',
  glossary: '/dashboard/inyito',
  numbers: '/dashboard/imibare',
  practice: '/dashboard/imyitozo',
  mistakes: '/dashboard/imyitozo/amakosa',
  chances: '/dashboard/imyitozo/amahirwe',
  results: '/dashboard/isuzuma',
  review: (attemptId: string) => `/dashboard/isuzuma/${attemptId}`,
  subscribe: '/dashboard/ifatabuguzi',
  account: '/dashboard/konte',
  offline: '/dashboard/kuri-telefoni',
  exam: '/exam',
  examInstructions: '/exam/instructions',
  /** The exam's start as its page's form posts it before the script has arrived. */
  examStart: '/exam/start',
  examResults: '/exam/results',
  students: '/dashboard/students',
  student: (id: string) => `/dashboard/students/${id}`,
  seats: '/dashboard/seats',
  message: '/dashboard/message',
} as const;
