import type { PracticeFeedback } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { progressQuery } from '../../lib/learner-queries.ts';
import { uuid } from '../../lib/uuid.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { needsSubscription, SubscribeRedirect } from '../../ui/subscribe-redirect.tsx';
import { nextQuestionQuery, practicePath, type Scope } from './api.ts';
import { practiceText } from './practice-text.ts';
import { QuestionCard } from './question-card.tsx';

interface Score {
  answered: number;
  right: number;
}

/** A practice session: one question at a time, untimed, until the learner stops or the scope runs dry. */
export function PracticeSession({ scope, name }: { scope: Scope; name: string }) {
  const queryClient = useQueryClient();
  const [session] = useState(uuid);
  const [round, setRound] = useState(0);
  const [score, setScore] = useState<Score>({ answered: 0, right: 0 });
  const [stopped, setStopped] = useState(false);
  // The last round answered: continuing after a stop goes past it, or back to the question left unanswered.
  const [answeredRound, setAnsweredRound] = useState(-1);
  const next = useQuery(nextQuestionQuery(session, scope, round));

  const answered = (feedback: PracticeFeedback) => {
    setScore((s) => ({ answered: s.answered + 1, right: s.right + (feedback.correct ? 1 : 0) }));
    setAnsweredRound(round);
    // The answer is in: the home's figures are stale, and the next question can come while this one is read.
    void queryClient.invalidateQueries({ queryKey: progressQuery.queryKey });
    void queryClient.prefetchQuery(nextQuestionQuery(session, scope, round + 1));
  };

  if (needsSubscription(next.error)) return <SubscribeRedirect />;
  const title = `${practiceText('practice.title')}: ${name}`;
  const ended = stopped || next.data?.shown === null;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle text={title} />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div>
          <h1 className="text-2xl font-bold">{practiceText('practice.title')}</h1>
          <p className="text-stone-700">{name}</p>
        </div>
        {!ended && (
          <div className="flex items-center gap-3">
            {score.answered > 0 && (
              <p className="text-sm font-semibold">{practiceText('practice.score', { ...score })}</p>
            )}
            <Button variant="secondary" onClick={() => setStopped(true)}>
              {practiceText('practice.stop')}
            </Button>
          </div>
        )}
      </div>
      {ended ? (
        <Ended
          scope={scope}
          score={score}
          stopped={stopped}
          onContinue={() => {
            setStopped(false);
            if (answeredRound === round) setRound(round + 1);
          }}
        />
      ) : next.error ? (
        <QueryLoadError error={next.error} onRetry={() => next.refetch()} busy={next.isFetching} />
      ) : (
        // The question's room is kept while it loads: what follows (the side panel under it on a phone)
        // does not jump down when it comes.
        <div className="min-h-[32rem]">
          {next.data?.shown ? (
            <QuestionCard
              key={next.data.shown.requestId}
              shown={next.data.shown}
              label={practiceText('practice.question', { n: round + 1 })}
              onAnswered={answered}
              actions={() => (
                <Button className="mt-4 w-full" onClick={() => setRound((r) => r + 1)}>
                  {practiceText('practice.next')}
                </Button>
              )}
            />
          ) : (
            <LoadingStatus text={practiceText('practice.loading')} />
          )}
        </div>
      )}
    </div>
  );
}

/** The session's score once stopped, or what to do when the scope has nothing more to ask. */
function Ended({
  scope,
  score,
  stopped,
  onContinue,
}: {
  scope: Scope;
  score: Score;
  stopped: boolean;
  onContinue: () => void;
}) {
  // Stopped by the learner, or the scope has nothing more to ask (no mistake due, say).
  const dry = !stopped;
  const title = stopped
    ? 'practice.summary_title'
    : scope.kind === 'due'
      ? score.answered > 0
        ? 'practice.all_reviewed'
        : 'practice.empty_due'
      : score.answered > 0
        ? 'practice.summary_title'
        : 'practice.empty';
  const heading = useRef<HTMLHeadingElement>(null);
  // The stop button is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby="ended" padding="roomy">
      <h2 id="ended" ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {practiceText(title)}
      </h2>
      {score.answered > 0 && <p className="mt-2">{practiceText('practice.summary', { ...score })}</p>}
      <div className="mt-4 flex flex-col gap-2">
        {stopped && <Button onClick={onContinue}>{practiceText('practice.continue')}</Button>}
        {dry && scope.kind !== 'all' && (
          <Link to={practicePath({ kind: 'all' })} className={buttonClass('primary')}>
            {practiceText('practice.try_all')}
          </Link>
        )}
        <Link to={paths.practice} className={buttonClass('secondary')}>
          {practiceText('practice.choose_other')}
        </Link>
      </div>
    </Card>
  );
}
