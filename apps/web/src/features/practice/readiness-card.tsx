import { type Readiness, shownPercent } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { lessonsQuery } from '../lessons/api.ts';
import { lessonsText } from '../lessons/lessons-text.ts';
import { practicePath, progressQuery } from './api.ts';
import { progressText } from './progress-text.ts';
import { SubscribeInvite } from './subscribe-invite.tsx';

/**
 * The learner's next step, first on the home: the chance of passing our mock exam and the lessons that
 * hold it down, or how many answers it still needs. Shown to everyone; practice itself needs a subscription.
 */
export function ReadinessCard() {
  const { data, error, refetch, isFetching } = useQuery(progressQuery);
  return (
    <Card aria-labelledby="readiness" padding="sm">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="readiness" className="text-lg font-bold">
          {progressText('readiness.title')}
        </h2>
        <Link to={paths.chances} className="text-sm font-semibold text-emerald-800 underline">
          {progressText('readiness.how')}
        </Link>
      </div>
      {data ? (
        data.readiness.status === 'estimate' ? (
          <Estimate readiness={data.readiness} />
        ) : (
          <NotEnough needed={data.readiness.needed} />
        )
      ) : error ? (
        <LoadError
          text={progressText('readiness.error')}
          onRetry={() => refetch()}
          busy={isFetching}
          className="mt-2"
        />
      ) : (
        <p aria-busy="true" className="mt-2 h-28 animate-pulse rounded-xl bg-stone-200" />
      )}
      <SubscribeInvite className="mt-3" />
    </Card>
  );
}

function Estimate({ readiness }: { readiness: Readiness }) {
  const lessons = useQuery(lessonsQuery).data?.lessons;
  const title = (id: number) => lessons?.find((lesson) => lesson.id === id)?.title;
  return (
    <>
      <p className="text-4xl font-bold text-emerald-800">
        {progressText('readiness.percent', { percent: shownPercent(readiness.probability ?? 0) })}
      </p>
      <p className="text-sm text-stone-700">{progressText('readiness.meaning', { pass: readiness.passMark })}</p>
      {readiness.weakest.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold">{progressText('readiness.weakest')}</h3>
          <ol className="text-sm">
            {readiness.weakest.map((id) => (
              <li key={id}>
                {lessonsText('lessons.number', { id })}
                {title(id) && `: ${title(id)}`}
              </li>
            ))}
          </ol>
          <Link
            to={practicePath({ kind: 'lessons', ids: readiness.weakest })}
            className={buttonClass('primary', 'mt-3 w-full')}
          >
            {progressText('readiness.practise_weakest')}
          </Link>
        </>
      )}
    </>
  );
}

function NotEnough({ needed }: { needed: number }) {
  return (
    <>
      <p className="text-2xl font-bold text-stone-800">{progressText('readiness.unknown')}</p>
      <p className="text-sm text-stone-700">{progressText('readiness.needed', { needed })}</p>
      <Link to={practicePath({ kind: 'all' })} className={buttonClass('primary', 'mt-3 w-full')}>
        {progressText('readiness.start')}
      </Link>
    </>
  );
}
