import type { ReviewedQuestion } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDay } from '../../lib/format-date.ts';
import { Card, cardClass } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { reviewQuery } from './api.ts';
import { examText } from './exam-text.ts';
import { QuestionPicture } from './question-picture.tsx';
import { resultsText } from './results-text.ts';

const LETTERS = ['a', 'b', 'c', 'd'];

function ReviewedItem({ q, n }: { q: ReviewedQuestion; n: number }) {
  const right = q.chosen === q.correct;
  return (
    <li className={cardClass('sm')}>
      <h2 className="font-semibold">
        {n}. {q.stem}
      </h2>
      {q.picture && <QuestionPicture picture={q.picture} lazy />}
      <ul className="mt-3 flex flex-col gap-1">
        {q.choices.map((text, i) => {
          const correct = i === q.correct;
          const mine = i === q.chosen;
          return (
            <li
              key={LETTERS[i]}
              className={`rounded-lg px-3 py-2 ${correct ? 'bg-emerald-50 ring-1 ring-emerald-700' : mine ? 'bg-red-50 ring-1 ring-red-700' : ''}`}
            >
              <span className="font-semibold">{LETTERS[i]})</span> {text}
              {correct && (
                <strong className="block text-sm text-emerald-800">{examText('review.correct_answer')}</strong>
              )}
              {mine && !correct && (
                <strong className="block text-sm text-red-800">{examText('review.your_answer')}</strong>
              )}
            </li>
          );
        })}
      </ul>
      <p className={`mt-2 font-semibold ${right ? 'text-emerald-800' : 'text-red-800'}`}>
        {q.chosen === null ? examText('review.no_answer') : right ? examText('review.right') : examText('review.wrong')}
      </p>
      <p className="mt-2 text-stone-700">
        <span className="font-semibold">{examText('review.why')}: </span>
        {q.explanation}
      </p>
      <Link to={paths.lesson(q.lesson.id)} className="mt-2 inline-block font-medium text-emerald-800 underline">
        {examText('review.lesson', { title: q.lesson.title })}
      </Link>
    </li>
  );
}

/** A finished exam question by question: the learner's answer, the right one, why, and the lesson. */
export function ReviewView({ id }: { id: string }) {
  const { data, error, refetch, isFetching } = useQuery(reviewQuery(id));
  if (error) return <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />;
  if (!data) return <LoadingScreen />;
  const heading = examText('review.title', { date: formatDay(data.finishedAt) });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle text={heading} />
      <Card>
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className={`mt-2 text-3xl font-bold ${data.passed ? 'text-emerald-800' : 'text-red-800'}`}>
          {resultsText('result.grade', { grade: data.grade, total: data.total })}
        </p>
        <p className="mt-1">{data.passed ? resultsText('results.passed') : resultsText('results.failed')}</p>
        {data.timedOut && <p className="mt-1 text-stone-700">{examText('result.timed_out')}</p>}
        <Link to={paths.results} className="mt-3 inline-block font-medium text-emerald-800 underline">
          {examText('review.back')}
        </Link>
      </Card>
      <ol className="flex flex-col gap-3">
        {data.questions.map((q, i) => (
          <ReviewedItem key={q.id} q={q} n={i + 1} />
        ))}
      </ol>
    </div>
  );
}
