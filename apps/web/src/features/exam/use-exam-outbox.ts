import type { ExamAttempt } from '@provisoire/domain';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createAnswerOutbox } from './answer-outbox.ts';
import { saveAnswer } from './api.ts';

/**
 * The exam's answers: the server's, with those still waiting on the phone on top. A choice shows at
 * once and goes out through the outbox, which lives as long as the exam's page. `closed` counts the
 * times the server answered that the exam is over (finished elsewhere, or its time ran out).
 */
export function useExamOutbox(attempt: ExamAttempt) {
  const [closed, setClosed] = useState(0);
  const outbox = useMemo(
    () =>
      createAnswerOutbox(attempt.id, {
        save: (position, choice) => saveAnswer(attempt.id, position, choice),
        onClosed: () => setClosed((times) => times + 1),
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
  const choose = (position: number, choice: number) => {
    setAnswers((before) => before.map((a, i) => (i === position ? choice : a)));
    outbox.put(position, choice);
  };

  return { outbox, status, answers, choose, closed };
}
