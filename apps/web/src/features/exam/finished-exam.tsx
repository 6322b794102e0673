import type { ExamResult } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { toast } from '../../ui/toast.ts';
import { examStarted, startExam } from './api.ts';
import { type ResultAction, ResultDialog } from './result-dialog.tsx';

/**
 * The grade of the exam just finished, and where it leads: its answers, or a new exam (the same
 * questions again, or others), which takes this one's place on the page.
 */
export function FinishedExam({ result, free }: { result: ExamResult; free: boolean }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<ResultAction | null>(null);

  const act = async (action: ResultAction) => {
    if (action === 'answers') return navigate(paths.examResults, { state: { attemptId: result.id } });
    setBusy(action);
    try {
      examStarted(await startExam(action === 'retry' ? result.id : undefined));
    } catch (error) {
      toast.error(errorText(error));
      if (error instanceof ApiError && error.code === 'free_exam_used') navigate(paths.dashboard);
      setBusy(null);
    }
  };

  return <ResultDialog result={result} free={free} busy={busy} onAction={(a) => void act(a)} />;
}
