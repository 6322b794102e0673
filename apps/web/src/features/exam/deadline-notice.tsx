import type { ExamResult } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { formatDayTime } from '../../lib/format-date.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { latestResultQuery } from './api.ts';
import { examText } from './exam-text.ts';
import { resultsText } from './results-text.ts';

// The last result the learner was shown (its dialog, or this notice): said once, not at every visit.
const TOLD_KEY = 'provisoire.exam.told';
const wasTold = (id: string) => {
  try {
    return localStorage.getItem(TOLD_KEY) === id;
  } catch {
    return false;
  }
};
export const markTold = (id: string) => {
  try {
    localStorage.setItem(TOLD_KEY, id);
  } catch {
    // storage refused (private mode): the notice may show once more, nothing worse
  }
};

/**
 * `/exam` without an open exam. One whose time ran out while the learner was away was graded at its
 * deadline: say so once, with its grade and its review. Otherwise, the instructions.
 */
export function NoOpenExam() {
  const { data: latest, isPending } = useQuery(latestResultQuery);
  if (isPending) return <LoadingScreen />;
  if (!latest?.timedOut) return <Navigate to={paths.examInstructions} replace />;
  return <DeadlineNotice key={latest.id} result={latest} />;
}

function DeadlineNotice({ result }: { result: ExamResult }) {
  const [untold] = useState(() => !wasTold(result.id));
  useEffect(() => markTold(result.id), [result.id]);
  if (!untold) return <Navigate to={paths.examInstructions} replace />;
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <PageTitle text={examText('deadline.title')} />
      <h1 className="text-2xl font-bold">{examText('deadline.title')}</h1>
      <p className="mt-2 text-stone-700">{examText('deadline.text', { date: formatDayTime(result.finishedAt) })}</p>
      <p className={`mt-4 text-4xl font-bold ${result.passed ? 'text-emerald-800' : 'text-red-800'}`}>
        {resultsText('result.grade', { grade: result.grade, total: result.total })}
      </p>
      <p className="mt-1">{result.passed ? resultsText('results.passed') : resultsText('results.failed')}</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Link to={paths.review(result.id)} className={buttonClass('primary')}>
          {examText('result.view_answers')}
        </Link>
        <Link to={paths.examInstructions} className={buttonClass('secondary')}>
          {examText('deadline.another')}
        </Link>
      </div>
    </Card>
  );
}
