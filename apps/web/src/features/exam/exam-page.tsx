import type { ExamAttempt } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { currentExamQuery } from './api.ts';
import { NoOpenExam } from './deadline-notice.tsx';
import { ExamHeader } from './exam-header.tsx';
import { ExamSteps } from './exam-steps.tsx';
import { examText } from './exam-text.ts';
import { FinishedExam } from './finished-exam.tsx';
import { QuestionNav } from './question-nav.tsx';
import { QuestionView } from './question-view.tsx';
import { useExamOutbox } from './use-exam-outbox.ts';
import { useFinishExam } from './use-finish-exam.ts';
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
  const { outbox, status, answers, choose, closed } = useExamOutbox(attempt);
  const { result, finishing, finish } = useFinishExam(attempt.id, outbox, closed);
  const [current, setCurrent] = useState(() => Math.max(0, answers.indexOf(null)));
  useLeaveWarning(result ? null : examText('exam.leave_warning'));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle text={examText('exam.title')} />
      <ExamHeader status={status} deadline={attempt.deadline} serverNow={attempt.serverNow} onExpire={finish} />
      <QuestionNav answers={answers} current={current} onGo={setCurrent} />
      <Card padding="roomy">
        <QuestionView
          key={current}
          question={attempt.questions[current]!}
          position={current}
          total={attempt.questions.length}
          chosen={answers[current] ?? null}
          onChoose={(choice) => choose(current, choice)}
          disabled={finishing !== 'no' || !!result}
        />
      </Card>
      {finishing === 'offline' && (
        <p role="alert" className="rounded-lg bg-amber-100 p-3 text-amber-900">
          {examText('exam.finish_offline')}
        </p>
      )}
      <ExamSteps
        current={current}
        total={attempt.questions.length}
        answered={answers[current] !== null}
        finishing={finishing}
        onGo={setCurrent}
        onFinish={finish}
      />
      {result && <FinishedExam result={result} free={attempt.free} />}
    </div>
  );
}
