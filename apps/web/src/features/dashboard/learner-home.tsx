import { paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { RecentResults } from '../exam/recent-results.tsx';
import { LessonCards } from '../lessons/lesson-cards.tsx';
import { lessonsText } from '../lessons/lessons-text.ts';
import { NextSteps } from '../practice/next-steps.tsx';
import { ReadinessCard } from '../practice/readiness-card.tsx';
import { dashboardText } from './dashboard-text.ts';
import { InstallOffer } from './install-offer.tsx';

const HOME_LESSONS = 4;

/**
 * A learner's first screen (360 x 740) is the next step: the chance of passing, the mistakes due, the
 * lesson to go on with and the exam; the lessons follow.
 */
export default function LearnerHome() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{dashboardText('dashboard.home_title')}</h1>
      <ReadinessCard />
      <NextSteps />
      <InstallOffer />
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{dashboardText('dashboard.menu_lessons')}</h2>
        <Link to={paths.lessons} className="inline-flex min-h-11 items-center font-semibold text-emerald-800 underline">
          {lessonsText('lessons.title')}
        </Link>
      </div>
      <LessonCards limit={HOME_LESSONS} />
      <RecentResults />
    </div>
  );
}
