import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { useSession } from '../auth/session.ts';
import { RecentResults } from '../exam/recent-results.tsx';
import { LessonCards } from '../lessons/lesson-cards.tsx';
import { tl } from '../lessons/lessons-text.ts';
import { InstallOffer } from '../offline/install-offer.tsx';
import { NextSteps } from '../practice/next-steps.tsx';
import { ReadinessCard } from '../practice/readiness-card.tsx';
import { td } from './dashboard-text.ts';
import '../../app/page-data.ts'; // the data this page was rendered with, taken over before it hydrates

// Money at a glance, and its chart library, load only for an admin.
const OverviewPanel = lazy(() => import('../admin/overview-panel.tsx'));
const FailingDeliveriesPanel = lazy(() => import('../admin/failing-deliveries-panel.tsx'));
// A driving school's home is its state and its join code, not a learner's lessons.
const SchoolHome = lazy(() => import('../school/school-home.tsx'));

const HOME_LESSONS = 4;

export function Component() {
  const { user } = useSession();
  const title = <title>{`${td('dashboard.home_title')} · ${t('app.name')}`}</title>;
  if (user?.role === 'school')
    return (
      <div className="flex flex-col gap-4">
        {title}
        <h1 className="text-2xl font-bold">{user.displayName}</h1>
        <Suspense>
          <SchoolHome />
        </Suspense>
      </div>
    );
  if (user?.role === 'admin')
    return (
      <div className="flex flex-col gap-4">
        {title}
        <section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <h1 className="text-2xl font-bold">{td('dashboard.home_title')}</h1>
          <p className="mt-2 text-stone-700">{td('dashboard.home_text')}</p>
        </section>
        <Suspense>
          <FailingDeliveriesPanel />
          <OverviewPanel />
        </Suspense>
      </div>
    );
  // A learner's first screen (360 x 740) is the next step: the chance of passing, the mistakes due, the
  // lesson to go on with and the exam; the lessons follow.
  return (
    <div className="flex flex-col gap-4">
      {title}
      <h1 className="text-2xl font-bold">{td('dashboard.home_title')}</h1>
      <ReadinessCard />
      <NextSteps />
      <InstallOffer />
      <Lessons />
      <RecentResults />
    </div>
  );
}

function Lessons() {
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{td('dashboard.menu_lessons')}</h2>
        <Link to="/dashboard/amasomo" className="font-semibold text-emerald-800 underline">
          {tl('lessons.title')}
        </Link>
      </div>
      <LessonCards limit={HOME_LESSONS} />
    </>
  );
}
