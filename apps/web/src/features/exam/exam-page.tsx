import type { ExamAttempt, ExamResult } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { toast } from '../../ui/toast.ts';
import { createAnswerOutbox } from './answer-outbox.ts';
import { currentExamQuery, finishExam, saveAnswer, startExam } from './api.ts';
import { markTold, NoOpenExam } from './deadline-notice.tsx';
import { te } from './exam-text.ts';
import { ExamTimer } from './exam-timer.tsx';
import { QuestionNav } from './question-nav.tsx';
import { QuestionView } from './question-view.tsx';
import { type ResultAction, ResultDialog } from './result-dialog.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { useLeaveWarning } from './use-leave-warning.ts';

export function Component() {
  const { data, error, refetch, isFetching } = useQuery(currentExamQuery);
  if (error instanceof ApiError && error.code === 'exam_not_found') return <NoOpenExam />;
  if (error) return <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />;
  if (!data) return <LoadingScreen />;
  return <ExamSession key={data.id} attempt={data} />;
}

/** The learner's exam: answers saved as given, the server's clock, the grade when finished. */
function ExamSession({ attempt }: { attempt: ExamAttempt }) {
  const navigate = useNavigate();
  const total = attempt.questions.length;
  const [skewMs] = useState(() => new Date(attempt.serverNow).getTime() - Date.now());
  const [result, setResult] = useState<ExamResult | null>(null);
  const [finishing, setFinishing] = useState<'no' | 'busy' | 'offline'>('no');
  const [busyAction, setBusyAction] = useState<ResultAction | null>(null);
  const finishRef = useRef<() => void>(() => {});

  const outbox = useMemo(
    () =>
      createAnswerOutbox(attempt.id, {
        save: (position, choice) => saveAnswer(attempt.id, position, choice),
        onClosed: () => finishRef.current(),
      }),
    [attempt.id],
  );
  useEffect(() => () => outbox.stop(), [outbox]);
  const status = useSyncExternalStore(outbox.subscribe, outbox.status);

  const [answers, setAnswers] = useState(() => {
    const merged = [...attempt.answers];
    for (const [position, choice] of outbox.pending()) merged[position] = choice;
    return merged;
  });
  const [current, setCurrent] = useState(() => Math.max(0, answers.indexOf(null)));

  const finish = useCallback(async () => {
    setFinishing('busy');
    await outbox.settle();
    try {
      const graded = await finishExam(attempt.id);
      outbox.stop();
      // Read again on the next visit, not now: this page still shows the finished exam behind its grade.
      void queryClient.invalidateQueries({ queryKey: ['exams'], refetchType: 'none' });
      markTold(graded.id);
      setResult(graded);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'network_error') return setFinishing('offline');
      toast.error(errorText(error));
      setFinishing('no');
    }
  }, [attempt.id, outbox]);
  finishRef.current = finish;
  const expire = useCallback(() => void finishRef.current(), []);

  // Finished while offline: the answers are on the phone; finish as soon as the connection is back.
  useEffect(() => {
    if (finishing !== 'offline') return;
    const retry = () => void finish();
    window.addEventListener('online', retry);
    const timer = setInterval(retry, 15_000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [finishing, finish]);

  useLeaveWarning(result ? null : te('exam.leave_warning'));

  const choose = (choice: number) => {
    setAnswers((before) => before.map((a, i) => (i === current ? choice : a)));
    outbox.put(current, choice);
  };

  const act = async (action: ResultAction) => {
    if (!result) return;
    if (action === 'answers') return navigate('/exam/results', { state: { attemptId: result.id } });
    setBusyAction(action);
    try {
      const next = await startExam(action === 'retry' ? result.id : undefined);
      queryClient.setQueryData(currentExamQuery.queryKey, next);
    } catch (error) {
      toast.error(errorText(error));
      if (error instanceof ApiError && error.code === 'free_exam_used') navigate('/dashboard');
      setBusyAction(null);
    }
  };

  const question = attempt.questions[current]!;
  const answered = answers[current] !== null;
  const last = current === total - 1;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <title>{`${te('exam.title')} · Provisoire`}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{te('exam.title')}</h1>
        <SaveIndicator status={status} />
        <ExamTimer deadline={attempt.deadline} skewMs={skewMs} onExpire={expire} />
      </div>
      <QuestionNav answers={answers} current={current} onGo={setCurrent} />
      <section className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <QuestionView
          key={current}
          question={question}
          position={current}
          total={total}
          chosen={answers[current] ?? null}
          onChoose={choose}
          disabled={finishing !== 'no' || !!result}
        />
      </section>
      {finishing === 'offline' && (
        <p role="alert" className="rounded-lg bg-amber-100 p-3 text-amber-900">
          {te('exam.finish_offline')}
        </p>
      )}
      <div className="flex justify-between gap-3">
        <Button variant="secondary" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
          {te('exam.previous')}
        </Button>
        {last ? (
          <Button busy={finishing === 'busy'} disabled={!answered || finishing !== 'no'} onClick={() => void finish()}>
            {finishing === 'busy' ? te('exam.finishing') : te('exam.finish')}
          </Button>
        ) : (
          <Button disabled={!answered} onClick={() => setCurrent(current + 1)}>
            {te('exam.next')}
          </Button>
        )}
      </div>
      {result && <ResultDialog result={result} free={attempt.free} busy={busyAction} onAction={(a) => void act(a)} />}
    </div>
  );
}
