import type { ExamResult } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { formatDay, formatDayTime } from '../../lib/format-date.ts';
import { resultsText } from './results-text.ts';

/**
 * Past exams: the day (DD/MM/YYYY, with the hour when two share a day), the grade out of 20, passed or
 * not, and whether time ran out; each opens its review.
 */
export function ResultsList({ results }: { results: ExamResult[] }) {
  const days = results.map((r) => formatDay(r.finishedAt));
  const shared = (day: string) => days.indexOf(day) !== days.lastIndexOf(day);
  return (
    <ul className="flex flex-col gap-2">
      {results.map((r, i) => (
        <li key={r.id}>
          <Link
            to={paths.review(r.id)}
            className="flex items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <span className="font-medium">
              <span className="sr-only">{resultsText('results.open')} </span>
              {shared(days[i]!) ? formatDayTime(r.finishedAt) : days[i]}
              {r.timedOut && (
                <span className="block text-sm font-normal text-stone-600">{resultsText('results.timed_out')}</span>
              )}
            </span>
            <span className="text-lg font-bold">{resultsText('result.grade', { grade: r.grade, total: r.total })}</span>
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ${r.passed ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
            >
              {r.passed ? resultsText('results.passed') : resultsText('results.failed')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function NoResults() {
  return (
    <div className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">
      <p>{resultsText('results.empty')}</p>
      <Link
        to={paths.examInstructions}
        className="mt-2 inline-flex min-h-11 items-center font-medium text-emerald-800 underline"
      >
        {resultsText('results.start_first')}
      </Link>
    </div>
  );
}
