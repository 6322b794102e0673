import type { ExamResult } from '@provisoire/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../ui/toast.ts';
import type { AnswerOutbox } from './answer-outbox.ts';
import { finishExam } from './api.ts';
import { markTold } from './deadline-notice.tsx';

/** `busy` while grading; `offline` when the server could not be reached (tried again by itself). */
export type Finishing = 'no' | 'busy' | 'offline';

/**
 * Finishing the exam: the answers saved first, then the grade. Finished while offline, it finishes as
 * soon as the connection is back. It finishes too when the server says the exam is over (`closed` grows).
 */
export function useFinishExam(attemptId: string, outbox: Pick<AnswerOutbox, 'settle' | 'stop'>, closed: number) {
  const [result, setResult] = useState<ExamResult | null>(null);
  const [finishing, setFinishing] = useState<Finishing>('no');

  const finish = useCallback(async () => {
    setFinishing('busy');
    await outbox.settle();
    try {
      const graded = await finishExam(attemptId);
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
  }, [attemptId, outbox]);

  useEffect(() => {
    if (closed > 0) void finish();
  }, [closed, finish]);

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

  return { result, finishing, finish };
}
