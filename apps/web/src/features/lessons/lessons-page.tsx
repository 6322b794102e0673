import { paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { TrialOffer } from '../subscription/trial-offer.tsx';
import { LessonCards } from './lesson-cards.tsx';
import { lessonsText } from './lessons-text.ts';
import '../../app/page-data.ts'; // the data this page was rendered with, taken over before it hydrates

export function Component() {
  // The free day is a learner's offer, not an admin's.
  const learner = useSession().user?.role === 'learner';
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={lessonsText('lessons.title')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{lessonsText('lessons.title')}</h1>
        <nav aria-label={lessonsText('lessons.study_aids')} className="flex flex-wrap gap-x-4 gap-y-2">
          <StudyLink to={paths.signs} icon="sign" text={lessonsText('signs.title')} />
          <StudyLink to={paths.glossary} icon="book" text={lessonsText('pages.inyito')} />
          <StudyLink to={paths.numbers} icon="list" text={lessonsText('pages.imibare')} />
        </nav>
      </div>
      {learner && <TrialOffer />}
      <LessonCards />
    </div>
  );
}

function StudyLink({ to, icon, text }: { to: string; icon: IconName; text: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-emerald-800 underline">
      <Icon name={icon} /> {text}
    </Link>
  );
}
