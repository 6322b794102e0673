import type { EXAM, ExamResult } from '@provisoire/domain';
import { useId } from 'react';
import { formatDay } from '../../lib/format-date.ts';
import { examText } from './exam-text.ts';

// Drawn on a 320 x 160 grid that stretches to the width: the grades (0 to 20) up, the exams in turn along.
// The exam's figures, held to the domain's by their types: importing EXAM would add a file to this page
// (and an entry to the main script's list of them) for two numbers.
const QUESTIONS: (typeof EXAM)['questions'] = 20;
const PASS_MARK: (typeof EXAM)['passMark'] = 14;
const W = 320;
const H = 160;
const PAD = { left: 26, right: 10, top: 10, bottom: 12 };
const y = (grade: number) => PAD.top + ((QUESTIONS - grade) / QUESTIONS) * (H - PAD.top - PAD.bottom);

/**
 * The grades over time, oldest first, with the pass mark drawn across: an inline SVG, no chart library.
 * Screen readers get its title and a description that lists every grade.
 */
export function GradesChart({ results }: { results: ExamResult[] }) {
  const id = useId();
  const oldestFirst = [...results].reverse();
  const first = oldestFirst[0];
  const last = oldestFirst.at(-1);
  if (!first || !last) return null;
  const step = oldestFirst.length > 1 ? (W - PAD.left - PAD.right) / (oldestFirst.length - 1) : 0;
  const x = (i: number) => (oldestFirst.length > 1 ? PAD.left + i * step : (W + PAD.left) / 2);
  const points = oldestFirst.map((r, i) => `${x(i)},${y(r.grade)}`).join(' ');
  const pass = y(PASS_MARK);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {examText('chart.title')}
      </h2>
      <p id={`${id}-desc`} className="sr-only">
        {examText('chart.desc', {
          count: oldestFirst.length,
          from: formatDay(first.finishedAt),
          to: formatDay(last.finishedAt),
          grades: oldestFirst.map((r) => r.grade).join(', '),
          pass: PASS_MARK,
        })}
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="mt-2 h-auto w-full"
      >
        <title>{examText('chart.title')}</title>
        {/* Colours by the text colour (currentColor): no stylesheet rule of its own. */}
        <g fontSize="10" textAnchor="end">
          {[0, 10, 20].map((grade) => (
            <g key={grade}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(grade)}
                y2={y(grade)}
                stroke="currentColor"
                className="text-stone-200"
              />
              <text x={PAD.left - 6} y={y(grade) + 4} fill="currentColor" className="text-stone-600">
                {grade}
              </text>
            </g>
          ))}
          <g className="text-amber-800">
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={pass}
              y2={pass}
              stroke="currentColor"
              strokeWidth="2"
              strokeDasharray="6 4"
            />
            <text x={PAD.left - 6} y={pass + 4} fill="currentColor" fontWeight="bold">
              {PASS_MARK}
            </text>
          </g>
        </g>
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" className="text-stone-400" />
        {oldestFirst.map((r, i) => (
          <circle
            key={r.id}
            cx={x(i)}
            cy={y(r.grade)}
            r="4.5"
            fill="currentColor"
            className={r.passed ? 'text-emerald-800' : 'text-red-700'}
          />
        ))}
      </svg>
      <p aria-hidden="true" className="mt-1 flex items-center gap-2 text-sm text-stone-700">
        <svg width="24" height="4" className="text-amber-800" aria-hidden="true">
          <line x1="0" x2="24" y1="2" y2="2" stroke="currentColor" strokeWidth="2" strokeDasharray="6 4" />
        </svg>
        {examText('chart.pass', { pass: PASS_MARK })}
      </p>
    </section>
  );
}
