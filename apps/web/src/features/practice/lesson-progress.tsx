import { type LessonProgress, PRACTICE, shownPercent } from '@provisoire/domain';
import { hasQuestions } from './practice-rules.ts';
import { progressText } from './progress-text.ts';

/** Under a lesson card: opened or not, the self-check's best, and how well its questions are known. */
export function LessonProgressLine({ progress }: { progress: LessonProgress }) {
  // Lessons 1 and 2 have no questions of their own: nothing to say of them.
  if (!hasQuestions(progress.id)) return null;
  const percent = progress.mastery === null ? null : shownPercent(progress.mastery);
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm text-stone-700">
      <p className="flex flex-wrap gap-x-3">
        <span>{progress.opened ? progressText('lesson.opened') : progressText('lesson.not_opened')}</span>
        {progress.selfCheckBest !== null && (
          <span>
            {progressText('lesson.check_best', { best: progress.selfCheckBest, total: PRACTICE.selfCheckQuestions })}
          </span>
        )}
      </p>
      {percent === null ? (
        <p>{progressText('lesson.no_answers')}</p>
      ) : (
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-stone-200">
            <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
          </span>
          <span>{progressText('lesson.mastery', { percent })}</span>
        </p>
      )}
    </div>
  );
}
