import { paths, RECENT_RESULTS } from '@provisoire/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../ui/load-error.tsx';
import { resultsQuery } from './api.ts';
import { NoResults, ResultsList } from './results-list.tsx';
import { resultsText } from './results-text.ts';

/** The dashboard's last three results, from the first page of the full list. */
export function RecentResults() {
  const { data, error } = useInfiniteQuery(resultsQuery);
  const recent = data?.pages[0]?.results.slice(0, RECENT_RESULTS);
  return (
    <section aria-labelledby="recent-results" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-results" className="text-xl font-bold">
          {resultsText('results.recent')}
        </h2>
        <Link to={paths.results} className="inline-flex min-h-11 items-center font-semibold text-emerald-800 underline">
          {resultsText('results.all')}
        </Link>
      </div>
      {error ? (
        <LoadError text={resultsText('results.error')} />
      ) : !recent ? (
        <p aria-busy="true" className="h-16 animate-pulse rounded-xl bg-stone-200" />
      ) : recent.length === 0 ? (
        <NoResults />
      ) : (
        <ResultsList results={recent} />
      )}
    </section>
  );
}
