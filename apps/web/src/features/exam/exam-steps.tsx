import { Button } from '../../ui/button.tsx';
import { te } from './exam-text.ts';
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
        {te('exam.previous')}
      </Button>
      {current === total - 1 ? (
        <Button busy={finishing === 'busy'} disabled={!answered || finishing !== 'no'} onClick={onFinish}>
          {finishing === 'busy' ? te('exam.finishing') : te('exam.finish')}
        </Button>
      ) : (
        <Button disabled={!answered} onClick={() => onGo(current + 1)}>
          {te('exam.next')}
        </Button>
      )}
    </div>
  );
}
