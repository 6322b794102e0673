import { type StudentProgress, shownPercent } from '@provisoire/domain';
import { formatDay } from '../../lib/format-date.ts';
import { tsc } from './school-text.ts';

const grade = (value: number | null) => (value === null ? '—' : tsc('progress.grade', { grade: value }));

/** A student's figures as a list of terms and values: on a phone, two columns that wrap. */
export function ProgressFigures({ student }: { student: StudentProgress }) {
  const figures: [string, string | number][] = [
    [
      tsc('progress.readiness'),
      student.readiness === null ? '—' : tsc('progress.percent', { percent: shownPercent(student.readiness) }),
    ],
    [tsc('progress.lessons'), `${student.lessonsOpened}/13`],
    [tsc('progress.exams'), student.examsTaken],
    [tsc('progress.last'), grade(student.lastGrade)],
    [tsc('progress.best'), grade(student.bestGrade)],
    [tsc('progress.passed'), student.passedCount],
    [tsc('progress.days_left'), student.daysLeft],
    [tsc('progress.last_active'), student.lastActiveAt ? formatDay(student.lastActiveAt) : tsc('progress.never')],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {figures.map(([term, value]) => (
        <div key={term} className="flex flex-col">
          <dt className="text-stone-600">{term}</dt>
          <dd className="font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
