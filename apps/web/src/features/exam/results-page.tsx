import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { resultsQuery } from './api.ts';
import { examText } from './exam-text.ts';
import { GradesChart } from './grades-chart.tsx';
import { NoResults, ResultsList } from './results-list.tsx';
import { resultsText } from './results-text.ts';

/** `/dashboard/isuzuma`: every exam taken, 10 at a time. */
export function Component() {
  const { data, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery(resultsQuery);
  const results = data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={examText('results.title')} />
      <h1 className="text-2xl font-bold">{examText('results.title')}</h1>
      {error && !data ? (
        <LoadError text={resultsText('results.error')} onRetry={() => refetch()} busy={isFetching} />
      ) : !data ? (
        <LoadingScreen />
      ) : results.length === 0 ? (
        <NoResults />
      ) : (
        <>
          <GradesChart results={results} />
          <ResultsList results={results} />
          {error && <LoadError text={resultsText('results.error')} />}
          {hasNextPage && (
            <Button variant="secondary" busy={isFetchingNextPage} onClick={() => fetchNextPage()}>
              {examText('results.load_more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
