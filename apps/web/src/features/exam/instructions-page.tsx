import { EXAM, paths } from '@provisoire/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../lib/api-client.ts';
import { eligibilityQuery } from '../../lib/learner-queries.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useOnline } from '../offline/use-online.ts';
import { examStarted, startExam } from './api.ts';
import { examText } from './exam-text.ts';
import { FreeExamUsed } from './free-exam-used.tsx';
import '../../app/page-data.ts'; // the data this page was rendered with, taken over before it hydrates

/**
 * What the exam is, then the start: the server says whether this learner may take one. One whose free
 * exam is taken is told so here, with the way to more exams, rather than sent away. Offline, the page
 * still says what the exam is, and its start waits, saying why (the exam's clock and key are the
 * server's); the question is asked again when the connection comes back.
 */
export function Component() {
  const navigate = useNavigate();
  const online = useOnline();
  const { data, error, refetch, isFetching } = useQuery(eligibilityQuery);
  const start = useMutation({
    mutationFn: () => startExam(),
    meta: { showsInPlace: () => true },
    onSuccess: (attempt) => {
      examStarted(attempt);
      navigate(paths.exam);
    },
  });

  if (online && error) return <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />;
  if (online && !data) return <LoadingScreen />;
  const facts = [
    [examText('instructions.questions'), EXAM.questions],
    [
      examText('instructions.duration'),
      examText('instructions.duration_value', { minutes: EXAM.durationSeconds / 60 }),
    ],
    [examText('instructions.marks'), EXAM.questions],
    [examText('instructions.pass_mark'), EXAM.passMark],
  ] as const;
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <PageTitle text={examText('instructions.title')} />
      <h1 className="text-2xl font-bold">{examText('instructions.title')}</h1>
      <p className="mt-2 text-stone-700">{examText('instructions.lead')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">{examText('instructions.rules')}</p>
      {!online && !data?.openAttemptId ? (
        <>
          <p role="status" className="mt-4 rounded-lg bg-stone-100 p-3">
            {examText('instructions.offline')}
          </p>
          <Button className="mt-4 w-full" disabled>
            {examText('instructions.start')}
          </Button>
        </>
      ) : !data ? null : data.openAttemptId ? (
        <>
          <p className="mt-4 font-medium">{examText('instructions.resume_text')}</p>
          <Link to={paths.exam} className={buttonClass('primary', 'mt-4 w-full')}>
            {examText('instructions.resume')}
          </Link>
        </>
      ) : !data.canStart ? (
        <div className="mt-4">
          <FreeExamUsed />
        </div>
      ) : (
        <>
          {data.reason === 'free' && <p className="mt-4 rounded-lg bg-amber-50 p-3">{examText('instructions.free')}</p>}
          {start.error && (
            <p role="alert" className="mt-4 text-red-800">
              {errorText(start.error)}
            </p>
          )}
          {/* Tapped before the page's script has taken over, the form itself starts the exam (the server
              answers with the exam's page); after, the script does, and stays on the page if refused. */}
          <form
            method="post"
            action={paths.examStart}
            onSubmit={(event) => {
              event.preventDefault();
              start.mutate();
            }}
          >
            <Button type="submit" className="mt-4 w-full" busy={start.isPending}>
              {examText('instructions.start')}
            </Button>
          </form>
        </>
      )}
    </Card>
  );
}
