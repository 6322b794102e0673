import { Link, useLocation } from 'react-router';
import { te } from './exam-text.ts';
import { ReviewView } from './review-view.tsx';

/** `/exam/results`: the exam just finished, reviewed; reached without one, a way to take one. */
export function Component() {
  const attemptId = (useLocation().state as { attemptId?: string } | null)?.attemptId;
  if (attemptId) return <ReviewView id={attemptId} />;
  return (
    <section className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <title>{`${te('exam.title')} · Provisoire`}</title>
      <h1 className="text-2xl font-bold">{te('review.no_state')}</h1>
      <Link to="/exam/instructions" className="mt-3 inline-block font-medium text-emerald-800 underline">
        {te('instructions.start')}
      </Link>
    </section>
  );
}
