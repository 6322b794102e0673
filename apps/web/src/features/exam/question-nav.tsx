import { te } from './exam-text.ts';

/** The numbered buttons: answered ones filled, the current one outlined. */
export function QuestionNav({
  answers,
  current,
  onGo,
}: {
  answers: (number | null)[];
  current: number;
  onGo: (position: number) => void;
}) {
  return (
    <nav aria-label={te('exam.questions_nav')}>
      <ol className="grid grid-cols-10 gap-1">
        {answers.map((answer, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the questions' identity
          <li key={i}>
            <button
              type="button"
              onClick={() => onGo(i)}
              aria-current={i === current ? 'step' : undefined}
              aria-label={`${te('exam.question_button', { n: i + 1 })}${answer !== null ? `, ${te('exam.answered')}` : ''}`}
              className={`flex h-9 w-full items-center justify-center rounded-md text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ${
                answer !== null ? 'bg-emerald-700 text-white' : 'bg-stone-100 text-stone-800'
              } ${i === current ? 'ring-2 ring-amber-500 ring-offset-1' : ''}`}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
