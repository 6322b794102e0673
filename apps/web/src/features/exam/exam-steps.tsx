import { Button } from '../../ui/button.tsx';
import { examText } from './exam-text.ts';
import type { Finishing } from './use-finish-exam.ts';

/** Back and on through the questions; on the last, the finish. On goes only once the question is answered. */
export function ExamSteps({
  current,
  total,
  answered,
  finishing,
  onGo,
  onFinish,
}: {
  current: number;
  total: number;
  answered: boolean;
  finishing: Finishing;
  onGo: (position: number) => void;
  onFinish: () => void;
}) {
  return (
    <div className="flex justify-between gap-3">
      <Button variant="secondary" disabled={current === 0} onClick={() => onGo(current - 1)}>
        {examText('exam.previous')}
      </Button>
      {current === total - 1 ? (
        <Button busy={finishing === 'busy'} disabled={!answered || finishing !== 'no'} onClick={onFinish}>
          {finishing === 'busy' ? examText('exam.finishing') : examText('exam.finish')}
        </Button>
      ) : (
        <Button disabled={!answered} onClick={() => onGo(current + 1)}>
          {examText('exam.next')}
        </Button>
      )}
    </div>
  );
}
