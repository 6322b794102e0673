import { PRACTICE, paths } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { progressQuery } from '../../lib/learner-queries.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { mistakeListQuery, practicePath } from './api.ts';
import { MistakeList } from './mistake-list.tsx';
import { practiceText } from './practice-text.ts';

/**
 * `/dashboard/imyitozo/amakosa`: how many mistakes come back today, one tap to review them, and the
 * questions waiting with when each comes back (loaded beside the counts, by this page only).
 */
export function MistakesPage() {
  const { data, error, refetch, isFetching } = useQuery({ ...progressQuery, staleTime: 0 });
  // Asked beside the counts, not after them; shown once the counts say there is something to list.
  const list = useQuery(mistakeListQuery);
  const mistakes = data?.mistakes;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle text={practiceText('mistakes.title')} />
      <header>
        <h1 className="text-2xl font-bold">{practiceText('mistakes.title')}</h1>
        <p className="mt-1 text-stone-700">{practiceText('mistakes.intro', { hours: PRACTICE.hoursBetweenRights })}</p>
      </header>
      {mistakes ? (
        <Card aria-labelledby="mistakes-today" padding="roomy">
          <h2 id="mistakes-today" className="sr-only">
            {practiceText('mistakes.due')}
          </h2>
          {mistakes.total === 0 ? (
            <p>{practiceText('mistakes.none')}</p>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3">
                <Figure term={practiceText('mistakes.due')} value={mistakes.due} />
                <Figure term={practiceText('mistakes.total')} value={mistakes.total} />
              </dl>
              {mistakes.due === 0 && <p className="mt-3">{practiceText('mistakes.none_due')}</p>}
              {mistakes.total > mistakes.due && (
                <p className="mt-3 text-stone-700">
                  {practiceText('mistakes.later', { count: mistakes.total - mistakes.due })}
                </p>
              )}
            </>
          )}
          {mistakes.due > 0 ? (
            <Link to={practicePath({ kind: 'due' })} className={buttonClass('primary', 'mt-4 w-full')}>
              {practiceText('mistakes.review')}
            </Link>
          ) : (
            <Link to={paths.practice} className={buttonClass('secondary', 'mt-4 w-full')}>
              {practiceText('practice.choose_other')}
            </Link>
          )}
        </Card>
      ) : error ? (
        <LoadError text={practiceText('mistakes.error')} onRetry={() => refetch()} busy={isFetching} />
      ) : (
        <LoadingStatus text={t('app.loading')} />
      )}
      {mistakes && mistakes.total > 0 && <MistakeList query={list} />}
    </div>
  );
}

function Figure({ term, value }: { term: string; value: number }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="text-3xl font-bold">{value}</dd>
    </div>
  );
}
