import { pathPatterns, paths } from '@provisoire/domain';
import type { RouteObject } from 'react-router';
import { adminPaths } from '../lib/admin-paths.ts';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { redirectIfSignedIn, requireAdmin, requireLearner, requireSchool, requireUser } from './guards.ts';
import { RootLayout } from './root-layout.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';

// Every page loads its own chunk when visited; the public pages come rendered from the server, and
// their chunks are preloaded by it (entry-server.tsx lists them).
// Guards are loaders (the server also redirects a full page load before sending any of the app): a
// learner's pages (requireLearner) are not a school's, the admin's and a school's are their own.
// The routes with loaders that are rendered on the server (the sign-in pages; the signed-in pages of
// app/server-data.ts) have fixed ids for hydration.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    HydrateFallback: PageSkeleton,
    children: [
      {
        lazy: () => import('./public-layout.tsx').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            path: paths.landing,
            lazy: () => import('../features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
          },
          { path: paths.about, lazy: () => import('./routes/about.tsx') },
        ],
      },
      {
        lazy: () =>
          import('./form-layout.tsx').then((m) => ({
            Component: m.FormLayout,
          })),
        children: [
          {
            id: 'login',
            path: paths.login,
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/login-page.tsx'),
          },
          {
            id: 'register',
            path: paths.register,
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/register-page.tsx'),
          },
          {
            id: 'user-sign-up',
            path: paths.signUp,
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/sign-up-page.tsx'),
          },
          {
            path: paths.verifyPhone,
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/verify-phone-page.tsx'),
          },
          {
            path: paths.schoolSignUp,
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/school-sign-up-page.tsx'),
          },
          {
            path: paths.forgotPassword,
            lazy: () => import('../features/auth/forgot-password-page.tsx'),
          },
          {
            path: paths.resetPassword,
            lazy: () => import('../features/auth/reset-password-page.tsx'),
          },
          {
            path: paths.verifyEmail,
            lazy: () => import('../features/auth/verify-email-page.tsx'),
          },
        ],
      },
      {
        id: 'dashboard',
        path: paths.dashboard,
        loader: requireUser,
        lazy: () => import('../features/dashboard/dashboard-layout.tsx'),
        children: [
          {
            id: 'home',
            index: true,
            lazy: () => import('../features/dashboard/home-page.tsx'),
          },
          {
            id: 'lessons',
            path: paths.lessons,
            loader: requireLearner,
            lazy: () => import('../features/lessons/lessons-page.tsx'),
          },
          {
            id: 'lesson',
            path: pathPatterns.lesson,
            loader: requireLearner,
            lazy: () => import('../features/lessons/lesson-page.tsx'),
          },
          { path: paths.signs, loader: requireLearner, lazy: () => import('../features/lessons/signs-page.tsx') },
          {
            id: 'glossary',
            path: paths.glossary,
            loader: requireLearner,
            lazy: () => import('../features/lessons/study-page.tsx'),
          },
          {
            id: 'numbers',
            path: paths.numbers,
            loader: requireLearner,
            lazy: () => import('../features/lessons/study-page.tsx'),
          },
          // Practice, the mistakes (amakosa) and how the chance of passing is reckoned (amahirwe): one entry,
          // as every route adds to the main script that the landing page loads too.
          {
            id: 'practice',
            path: pathPatterns.practice,
            loader: requireLearner,
            lazy: () => import('../features/practice/practice-page.tsx'),
          },
          { path: paths.results, loader: requireLearner, lazy: () => import('../features/exam/results-page.tsx') },
          { path: pathPatterns.review, loader: requireLearner, lazy: () => import('../features/exam/review-page.tsx') },
          {
            path: paths.subscribe,
            loader: requireLearner,
            lazy: () => import('../features/subscription/subscription-page.tsx'),
          },
          { path: paths.account, lazy: () => import('../features/account/account-page.tsx') },
          { path: paths.offline, loader: requireLearner, lazy: () => import('../features/offline/offline-page.tsx') },
          { path: adminPaths.users, loader: requireAdmin, lazy: () => import('../features/admin/users-page.tsx') },
          {
            path: adminPaths.subscribers,
            loader: requireAdmin,
            lazy: () => import('../features/admin/subscribers-page.tsx'),
          },
          {
            path: adminPaths.payments,
            loader: requireAdmin,
            lazy: () => import('../features/admin/payments-page.tsx'),
          },
          { path: adminPaths.audit, loader: requireAdmin, lazy: () => import('../features/admin/audit-page.tsx') },
          { path: adminPaths.schools, loader: requireAdmin, lazy: () => import('../features/admin/schools-page.tsx') },
          {
            path: adminPaths.itemStats,
            loader: requireAdmin,
            lazy: () => import('../features/item-stats/item-stats-page.tsx'),
          },
          {
            path: adminPaths.calibration,
            loader: requireAdmin,
            lazy: () => import('../features/calibration/calibration-page.tsx'),
          },
          { path: paths.students, loader: requireSchool, lazy: () => import('../features/school/students-page.tsx') },
          {
            path: pathPatterns.student,
            loader: requireSchool,
            lazy: () => import('../features/school/student-page.tsx'),
          },
          { path: paths.seats, loader: requireSchool, lazy: () => import('../features/school/seats-page.tsx') },
          { path: paths.message, loader: requireSchool, lazy: () => import('../features/school/message-page.tsx') },
        ],
      },
      {
        id: 'exam',
        path: paths.exam,
        loader: requireLearner,
        lazy: () => import('../features/dashboard/dashboard-layout.tsx'),
        children: [
          { index: true, lazy: () => import('../features/exam/exam-page.tsx') },
          { path: paths.examInstructions, lazy: () => import('../features/exam/instructions-page.tsx') },
          { path: paths.examResults, lazy: () => import('../features/exam/exam-results-page.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
