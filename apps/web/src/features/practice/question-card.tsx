import type { BankQuestion, PracticeAnswerInput, PracticeFeedback } from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorText, mayPassOnRetry } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { needsSubscription, SubscribeRedirect } from '../../ui/subscribe-redirect.tsx';
import { QuestionPicture } from '../exam/question-picture.tsx';
import { type ShownQuestion, sendAnswer } from './api.ts';
import { practiceText } from './practice-text.ts';

const LETTERS = ['a', 'b', 'c', 'd'];

/**
 * One question, untimed: a tap on a choice sends it (once: its request id was made when the question was
 * shown, so a double tap or a retry after a dropped connection counts once), then the verdict, the right
 * choice marked, why, and the lesson. Mounted once per question.
 */
export function QuestionCard({
  shown,
  label,
  checkId,
  onAnswered,
  actions,
}: {
  shown: ShownQuestion;
  /** "Ikibazo 3", "Ikibazo 2 kuri 5". */
  label: string;
  checkId?: string;
  onAnswered: (feedback: PracticeFeedback) => void;
  /** What follows the verdict (the next question, the score). */
  actions: (feedback: PracticeFeedback) => ReactNode;
}) {
  const { question, requestId, key } = shown;
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = useMutation({
    mutationFn: (choice: number) => {
      const input = { questionId: question.id, choice, requestId, ...(checkId && { checkId }) };
      return key ? checkOnPhone(key, input) : sendAnswer(input);
    },
    // A question from the downloaded pack is checked on the phone, connection or not.
    networkMode: key ? 'always' : 'online',
    meta: { showsInPlace: () => true },
    onSuccess: onAnswered,
  });
  // A new question replaces the button that asked for it: the focus goes to its heading, which is read out.
  useEffect(() => heading.current?.focus(), []);

  if (needsSubscription(answer.error)) return <SubscribeRedirect />;
  const feedback = answer.data;
  const chosen = answer.variables ?? null;
  // Once a choice has left, it is the answer: a retry resends it under the same request id.
  const locked = chosen !== null;
  return (
    <Card aria-labelledby={`q-${question.id}`} padding="roomy">
      <h2 id={`q-${question.id}`} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-600">
          {label}
          {question.review && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
              {practiceText('practice.returning')}
            </span>
          )}
        </span>
        {question.stem}
      </h2>
      {question.picture && <QuestionPicture picture={question.picture} />}
      <ul aria-label={practiceText('practice.choices')} className="mt-4 flex flex-col gap-2">
        {question.choices.map((choice, i) => {
          const right = feedback?.rightChoice === choice.index;
          const mine = chosen === choice.index;
          const tone = right
            ? 'bg-emerald-50 ring-2 ring-emerald-700'
            : mine && feedback
              ? 'bg-red-50 ring-2 ring-red-700'
              : mine
                ? 'bg-emerald-50 ring-2 ring-emerald-700'
                : 'bg-white ring-1 ring-stone-300 hover:bg-emerald-50';
          return (
            <li key={choice.index}>
              <button
                type="button"
                aria-disabled={locked}
                onClick={() => locked || answer.mutate(choice.index)}
                className={`flex min-h-12 w-full items-start gap-3 rounded-xl p-3 text-left ${tone}`}
              >
                <span className="font-semibold">{LETTERS[i]})</span>{' '}
                <span className="flex-1">
                  {choice.text}
                  {right && (
                    <strong className="block text-sm text-emerald-800">{practiceText('practice.right_answer')}</strong>
                  )}
                  {mine && feedback && !right && (
                    <strong className="block text-sm text-red-800">{practiceText('practice.your_answer')}</strong>
                  )}
                </span>
                {mine && answer.isPending && <Spinner className="mt-1 size-4 shrink-0" />}
              </button>
            </li>
          );
        })}
      </ul>
      {/* Offline, the answer waits on the phone and leaves by itself once the connection is back. */}
      {answer.isPaused && (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
          {practiceText('practice.offline_answer')}
        </p>
      )}
      {answer.isError && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          <p>
            {practiceText('practice.send_error')} {errorText(answer.error)}
          </p>
          {/* A refusal (a check already finished) would be refused again; a dropped connection may pass. */}
          {mayPassOnRetry(answer.error) && (
            <Button variant="secondary" className="mt-2" onClick={() => chosen !== null && answer.mutate(chosen)}>
              {practiceText('practice.resend')}
            </Button>
          )}
        </div>
      )}
      {/* In the page from the start, so the verdict is announced when it arrives. */}
      <div role="status" className={feedback ? 'mt-4' : ''}>
        {feedback && <Feedback feedback={feedback} />}
      </div>
      {feedback && actions(feedback)}
    </Card>
  );
}

/** Offline: the verdict from the pack at once, the answer kept to be counted when the connection returns. */
async function checkOnPhone(key: BankQuestion, input: PracticeAnswerInput) {
  const { checkOffline, keepAnswer, loadPack } = await import('./offline-practice.ts');
  keepAnswer(input);
  return checkOffline(await loadPack(), key, input.choice);
}

function Feedback({ feedback }: { feedback: PracticeFeedback }) {
  return (
    <div className="flex flex-col gap-2">
      <p className={`text-lg font-bold ${feedback.correct ? 'text-emerald-800' : 'text-red-800'}`}>
        {feedback.correct ? practiceText('practice.right') : practiceText('practice.wrong')}
      </p>
      <p className="text-stone-800">
        <span className="font-semibold">{practiceText('practice.why')}: </span>
        {feedback.explanation}
        {/* The explanation usually cites its article already. */}
        {feedback.article && !feedback.explanation.includes(feedback.article) && (
          <span className="text-stone-600"> ({feedback.article})</span>
        )}
      </p>
      {feedback.inMistakes && <p className="text-sm text-stone-700">{practiceText('practice.in_mistakes')}</p>}
      <Link to={feedback.lesson.path} className="self-start font-semibold text-emerald-800 underline">
        {practiceText('practice.read_lesson')}: {feedback.lesson.title}
      </Link>
    </div>
  );
}
