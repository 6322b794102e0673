import type { SelfCheckState } from '@provisoire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorText, mayPassOnRetry } from '../../lib/api-client.ts';
import { progressQuery } from '../../lib/learner-queries.ts';
import { uuid } from '../../lib/uuid.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { needsSubscription, SubscribeRedirect } from '../../ui/subscribe-redirect.tsx';
import { practicePath, type ShownQuestion, startSelfCheck } from './api.ts';
import { practiceText } from './practice-text.ts';
import { QuestionCard } from './question-card.tsx';

/**
 * A lesson's self-check, loaded at the lesson's end when the learner starts it: its five questions one by
 * one with the same feedback as practice, then the score and the lesson's best.
 */
export default function SelfCheck({ lesson, onAgain }: { lesson: number; onAgain: () => void }) {
  const queryClient = useQueryClient();
  const [attempt] = useState(uuid);
  // One check per start: kept while it is answered, never asked for again behind the learner's back.
  const check = useQuery({
    queryKey: ['practice', 'check', attempt],
    queryFn: async () => {
      const started = await startSelfCheck(lesson);
      const shown: ShownQuestion[] = started.questions.map((question) => ({ question, requestId: uuid() }));
      return { id: started.id, shown };
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<SelfCheckState | null>(null);

  if (needsSubscription(check.error)) return <SubscribeRedirect />;
  if (check.error)
    return (
      <LoadError
        text={`${practiceText('check.start_error')} ${errorText(check.error)}`}
        onRetry={mayPassOnRetry(check.error) ? () => check.refetch() : undefined}
        busy={check.isFetching}
        className="mt-3"
      />
    );
  if (!check.data)
    return (
      <LoadingStatus
        text={practiceText(check.fetchStatus === 'paused' ? 'practice.offline_question' : 'practice.loading')}
      />
    );
  const { id, shown } = check.data;
  const current = shown[index];
  if (!current) return <Score state={state} total={shown.length} lesson={lesson} onAgain={onAgain} />;
  const last = index === shown.length - 1;
  return (
    <div className="mt-3">
      <QuestionCard
        key={current.requestId}
        shown={current}
        label={practiceText('check.question_of', { n: index + 1, total: shown.length })}
        checkId={id}
        onAnswered={(feedback) => {
          setState(feedback.check);
          void queryClient.invalidateQueries({ queryKey: progressQuery.queryKey });
        }}
        actions={() => (
          <Button className="mt-4 w-full" onClick={() => setIndex(index + 1)}>
            {last ? practiceText('check.see_result') : practiceText('practice.next')}
          </Button>
        )}
      />
    </div>
  );
}

function Score({
  state,
  total,
  lesson,
  onAgain,
}: {
  state: SelfCheckState | null;
  total: number;
  lesson: number;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const right = state?.right ?? 0;
  return (
    <div className="mt-3 flex flex-col gap-2">
      <p ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {practiceText('check.result', { right, total })}
      </p>
      {state?.best !== null && state?.best !== undefined && (
        <p className="text-stone-700">{practiceText('check.best', { best: state.best, total })}</p>
      )}
      <div className="mt-2 flex flex-col gap-2">
        <Button onClick={onAgain}>{practiceText('check.again')}</Button>
        <Link to={practicePath({ kind: 'lessons', ids: [lesson] })} className={buttonClass('secondary')}>
          {practiceText('check.practise')}
        </Link>
      </div>
    </div>
  );
}
