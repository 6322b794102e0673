import { type KeyboardEvent, useRef, useState } from 'react';
import { examText } from './exam-text.ts';

const COLUMNS = 5;
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };

/**
 * The numbered buttons: answered ones filled, the current one outlined. One Tab stop, so the keyboard
 * passes them in one step: the arrows move inside (down and up by a row of 5), Home and End to the ends.
 * Five a row, so each is a thumb's size (44 px) on a 360 px phone.
 */
export function QuestionNav({
  answers,
  current,
  onGo,
}: {
  answers: (number | null)[];
  current: number;
  onGo: (position: number) => void;
}) {
  // The button Tab comes back to: the last one moved to while this question is shown, else this question's.
  const [moved, setMoved] = useState({ on: current, to: current });
  const stop = moved.on === current ? moved.to : current;
  const setStop = (to: number) => setMoved({ on: current, to });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = answers.length - 1;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? last : e.key in STEPS ? stop + STEPS[e.key]! : null;
    if (to === null) return;
    e.preventDefault();
    const next = Math.min(last, Math.max(0, to));
    setStop(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={examText('exam.questions_nav')}
      onKeyDown={onKeyDown}
      className="grid grid-cols-5 gap-1"
    >
      {answers.map((answer, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the questions' identity
          key={i}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === stop ? 0 : -1}
          onFocus={() => setStop(i)}
          onClick={() => onGo(i)}
          aria-current={i === current ? 'step' : undefined}
          aria-label={`${examText('exam.question_button', { n: i + 1 })}${answer !== null ? `, ${examText('exam.answered')}` : ''}`}
          className={`flex h-11 w-full items-center justify-center rounded-md text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ${
            answer !== null ? 'bg-emerald-700 text-white' : 'bg-stone-100 text-stone-800'
          } ${i === current ? 'ring-2 ring-amber-500 ring-offset-1' : ''}`}
        >
          {i + 1}
        </button>
      ))}
    </div>
  );
}
