import type { LessonProgress, LessonSummary } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { courseText } from '../../lib/course-text.ts';
import { lessonsQuery, progressQuery } from '../../lib/learner-queries.ts';
import { cardClass } from '../../ui/card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LessonProgressLine } from '../practice/lesson-progress.tsx';
import { lessonsText } from './lessons-text.ts';

const SKELETON_CARDS = 11;
// Columns follow the space the list has, not the screen: beside the menus a card needs about 16rem,
// so the home page's four cards make two even rows and titles wrap on two or three lines.
const GRID = 'grid gap-4 @lg:grid-cols-2';

/** The lessons as cards; each opens its lesson, or the subscription page while there is none. */
export function LessonCards({ limit }: { limit?: number }) {
  const { data, isPending, isError, refetch } = useQuery(lessonsQuery);
  // The learner's progress comes beside the list; a card shows it once it has come.
  const progress = useQuery(progressQuery).data?.lessons;
  if (isPending) return <Skeleton count={Math.min(limit ?? SKELETON_CARDS, SKELETON_CARDS)} />;
  if (isError)
    return <LoadError text={lessonsText('lessons.content_error')} onRetry={() => refetch()} className={cardClass()} />;
  const lessons = limit ? data.lessons.slice(0, limit) : data.lessons;
  return (
    <div className="@container flex flex-col gap-4">
      {!data.hasAccess && (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          {lessonsText('lessons.locked')}{' '}
          <Link to={paths.subscribe} className="font-semibold underline">
            {lessonsText('lessons.subscription')}
          </Link>
        </p>
      )}
      <ul className={GRID}>
        {lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonCard
              lesson={lesson}
              hasAccess={data.hasAccess}
              progress={progress?.find((p) => p.id === lesson.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LessonCard({
  lesson,
  hasAccess,
  progress,
}: {
  lesson: LessonSummary;
  hasAccess: boolean;
  progress: LessonProgress | undefined;
}) {
  const to = hasAccess ? paths.lesson(lesson.id) : paths.subscribe;
  return (
    <article className={cardClass('sm', 'flex h-full flex-col')}>
      <div className="flex items-start gap-3">
        {/* `#card`: a drawing's part made for the card (its <view id="card">); a sign has none and shows whole. */}
        <img
          src={`${lesson.image}#card`}
          alt=""
          width="56"
          height="56"
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-emerald-800">{courseText('lessons.number', { id: lesson.id })}</p>
          <h2 className="font-bold leading-snug">{lesson.title}</h2>
        </div>
      </div>
      <p className="mt-2 flex-1 text-sm text-stone-700">{lesson.description}</p>
      {progress && <LessonProgressLine progress={progress} />}
      <Link
        to={to}
        className="mt-1 inline-flex min-h-11 items-center self-start rounded-lg font-semibold text-emerald-800 underline underline-offset-4"
        aria-label={`${hasAccess ? lessonsText('lessons.open') : lessonsText('lessons.buy_to_open')}: ${lesson.title}`}
      >
        {hasAccess ? lessonsText('lessons.open') : lessonsText('lessons.buy_to_open')}
      </Link>
    </article>
  );
}

function Skeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite" className="@container">
      <span className="sr-only">{lessonsText('lessons.loading')}</span>
      <ul className={GRID} aria-hidden="true" data-testid="lessons-skeleton">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={i} className="h-40 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </ul>
    </div>
  );
}
