import type { RouteObject } from 'react-router';
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
            path: '/',
            lazy: () => import('../features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
          },
          { path: '/about', lazy: () => import('./routes/about.tsx') },
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
            path: '/login',
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/login-page.tsx'),
          },
          {
            id: 'register',
            path: '/register',
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/register-page.tsx'),
          },
          {
            id: 'user-sign-up',
            path: '/user-sign-up',
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/sign-up-page.tsx'),
          },
          {
            path: '/auth/verify-phone',
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/verify-phone-page.tsx'),
          },
          {
            path: '/school-sign-up',
            loader: redirectIfSignedIn,
            lazy: () => import('../features/auth/school-sign-up-page.tsx'),
          },
          {
            path: '/forgot-password',
            lazy: () => import('../features/auth/forgot-password-page.tsx'),
          },
          {
            path: '/reset-password',
            lazy: () => import('../features/auth/reset-password-page.tsx'),
          },
          {
            path: '/verify-email',
            lazy: () => import('../features/auth/verify-email-page.tsx'),
          },
        ],
      },
      {
        id: 'dashboard',
        path: '/dashboard',
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
            path: 'amasomo',
            loader: requireLearner,
            lazy: () => import('../features/lessons/lessons-page.tsx'),
          },
          {
            id: 'lesson',
            path: 'amasomo/:id',
            loader: requireLearner,
            lazy: () => import('../features/lessons/lesson-page.tsx'),
          },
          { path: 'ibyapa', loader: requireLearner, lazy: () => import('../features/lessons/signs-page.tsx') },
          {
            id: 'glossary',
            path: 'inyito',
            loader: requireLearner,
            lazy: () => import('../features/lessons/study-page.tsx'),
          },
          {
            id: 'numbers',
            path: 'imibare',
            loader: requireLearner,
            lazy: () => import('../features/lessons/study-page.tsx'),
          },
          // Practice, the mistakes (amakosa) and how the chance of passing is reckoned (amahirwe): one entry,
          // as every route adds to the main script that the landing page loads too.
          {
            path: 'imyitozo/:page?',
            loader: requireLearner,
            lazy: () => import('../features/practice/practice-page.tsx'),
          },
          { path: 'isuzuma', loader: requireLearner, lazy: () => import('../features/exam/results-page.tsx') },
          { path: 'isuzuma/:id', loader: requireLearner, lazy: () => import('../features/exam/review-page.tsx') },
          {
            path: 'ifatabuguzi',
            loader: requireLearner,
            lazy: () => import('../features/subscription/subscription-page.tsx'),
          },
          { path: 'konte', lazy: () => import('../features/account/account-page.tsx') },
          { path: 'kuri-telefoni', loader: requireLearner, lazy: () => import('../features/offline/offline-page.tsx') },
          { path: 'users', loader: requireAdmin, lazy: () => import('../features/admin/users-page.tsx') },
          { path: 'subscribers', loader: requireAdmin, lazy: () => import('../features/admin/subscribers-page.tsx') },
          { path: 'payments', loader: requireAdmin, lazy: () => import('../features/admin/payments-page.tsx') },
          { path: 'audit', loader: requireAdmin, lazy: () => import('../features/admin/audit-page.tsx') },
          { path: 'schools', loader: requireAdmin, lazy: () => import('../features/admin/schools-page.tsx') },
          {
            path: 'ibibazo-isesengura',
            loader: requireAdmin,
            lazy: () => import('../features/item-stats/item-stats-page.tsx'),
          },
          {
            path: 'calibration',
            loader: requireAdmin,
            lazy: () => import('../features/calibration/calibration-page.tsx'),
          },
          { path: 'students', loader: requireSchool, lazy: () => import('../features/school/students-page.tsx') },
          {
            path: 'students/:id',
            loader: requireSchool,
            lazy: () => import('../features/school/student-page.tsx'),
          },
          { path: 'seats', loader: requireSchool, lazy: () => import('../features/school/seats-page.tsx') },
          { path: 'message', loader: requireSchool, lazy: () => import('../features/school/message-page.tsx') },
        ],
      },
      {
        id: 'exam',
        path: '/exam',
        loader: requireLearner,
        lazy: () => import('../features/dashboard/dashboard-layout.tsx'),
        children: [
          { index: true, lazy: () => import('../features/exam/exam-page.tsx') },
          { path: 'instructions', lazy: () => import('../features/exam/instructions-page.tsx') },
          { path: 'results', lazy: () => import('../features/exam/exam-results-page.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
