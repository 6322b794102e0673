import type { ExamQuestion } from '@provisoire/domain';
import { useEffect, useRef } from 'react';
import { examText } from './exam-text.ts';
import { QuestionPicture } from './question-picture.tsx';

const LETTERS = ['a', 'b', 'c', 'd'];

/**
 * One question: its picture, large enough to read on a 360 px phone, and its choices as radio buttons.
 * Shown, its heading takes the focus (the button pressed to get here may now be disabled): a screen
 * reader reads the question out, and the choices are the next Tab.
 */
export function QuestionView({
  question,
  position,
  total,
  chosen,
  onChoose,
  disabled,
}: {
  question: ExamQuestion;
  position: number;
  total: number;
  chosen: number | null;
  onChoose: (choice: number) => void;
  disabled: boolean;
}) {
  const name = `question-${position}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="contents">
        <h2
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-20 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600"
        >
          <span className="block text-sm font-semibold text-stone-600">
            {examText('exam.question_of', { n: position + 1, total })}
          </span>{' '}
          <span className="mt-1 block text-lg font-semibold">{question.stem}</span>
        </h2>
      </legend>
      {question.picture && <QuestionPicture picture={question.picture} />}
      <div className="flex flex-col gap-2">
        {question.choices.map((text, i) => (
          <label
            key={LETTERS[i]}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 ${
              chosen === i ? 'bg-emerald-50 ring-2 ring-emerald-700' : 'bg-white ring-stone-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={i}
              checked={chosen === i}
              onChange={() => onChoose(i)}
              className="mt-1 size-5 shrink-0 accent-emerald-700"
            />
            <span>
              <span className="font-semibold">{LETTERS[i]})</span> {text}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
