import { EXAM, type ExamResult } from '@provisoire/domain';
import { useEffect, useState } from 'react';
import { noteStudied } from '../../lib/install-moment.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { hasActive, useSubscription } from '../subscription/api.ts';
import { examText } from './exam-text.ts';
import { FreeExamUsed } from './free-exam-used.tsx';
import { resultsText } from './results-text.ts';

export type ResultAction = 'retry' | 'another' | 'answers';

/**
 * The grade at the end of an exam: the pass view goes on to the results, the fail view offers practice.
 * After the free exam, without a subscription, no other exam can start: it offers the free day or a plan.
 */
export function ResultDialog({
  result,
  free,
  busy,
  onAction,
}: {
  result: ExamResult;
  /** The account's one free exam: taken without a subscription. */
  free: boolean;
  busy: ResultAction | null;
  onAction: (action: ResultAction) => void;
}) {
  const subscription = useSubscription().data;
  const mayStart = !free || hasActive(subscription);
  // Once the free day starts from here, its exams are offered, and the focus goes to the first.
  const [opened, setOpened] = useState(false);
  useEffect(noteStudied, []);
  return (
    <Dialog
      open
      onClose={() => onAction('answers')}
      label={examText('result.title')}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl p-6"
    >
      <h2 className="text-xl font-bold">{examText('result.title')}</h2>
      <p className={`mt-3 text-4xl font-bold ${result.passed ? 'text-emerald-800' : 'text-red-800'}`}>
        {resultsText('result.grade', { grade: result.grade, total: result.total })}
      </p>
      {result.timedOut && <p className="mt-2 text-stone-700">{examText('result.timed_out')}</p>}
      <p className="mt-2">
        {result.passed
          ? examText('result.passed')
          : examText('result.failed', { pass: EXAM.passMark, total: result.total })}
      </p>
      <div className="mt-5 flex flex-col gap-2">
        {result.passed ? (
          <Button onClick={() => onAction('answers')}>{examText('result.continue')}</Button>
        ) : (
          <>
            {mayStart ? (
              <>
                <Button autoFocus={opened} busy={busy === 'retry'} disabled={!!busy} onClick={() => onAction('retry')}>
                  {examText('result.retry')}
                </Button>
                <Button
                  variant="secondary"
                  busy={busy === 'another'}
                  disabled={!!busy}
                  onClick={() => onAction('another')}
                >
                  {examText('result.another')}
                </Button>
              </>
            ) : (
              subscription && <FreeExamUsed onTrialStarted={() => setOpened(true)} />
            )}
            <Button variant="ghost" disabled={!!busy} onClick={() => onAction('answers')}>
              {examText('result.view_answers')}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
