import { paths } from '@provisoire/domain';
import { Link, useLocation } from 'react-router';
import { Card } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { examText } from './exam-text.ts';
import { ReviewView } from './review-view.tsx';

/** `/exam/results`: the exam just finished, reviewed; reached without one, a way to take one. */
export function Component() {
  const attemptId = (useLocation().state as { attemptId?: string } | null)?.attemptId;
  if (attemptId) return <ReviewView id={attemptId} />;
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <PageTitle text={examText('exam.title')} />
      <h1 className="text-2xl font-bold">{examText('review.no_state')}</h1>
      <Link to={paths.examInstructions} className="mt-3 inline-block font-medium text-emerald-800 underline">
        {examText('instructions.start')}
      </Link>
    </Card>
  );
}
