import { type StudentProgress, shownPercent } from '@provisoire/domain';
import { formatDay } from '../../lib/format-date.ts';
import { schoolText } from './school-text.ts';

const grade = (value: number | null) => (value === null ? '—' : schoolText('progress.grade', { grade: value }));

/** A student's figures as a list of terms and values: on a phone, two columns that wrap. */
export function ProgressFigures({ student }: { student: StudentProgress }) {
  const figures: [string, string | number][] = [
    [
      schoolText('progress.readiness'),
      student.readiness === null ? '—' : schoolText('progress.percent', { percent: shownPercent(student.readiness) }),
    ],
    [schoolText('progress.lessons'), `${student.lessonsOpened}/13`],
    [schoolText('progress.exams'), student.examsTaken],
    [schoolText('progress.last'), grade(student.lastGrade)],
    [schoolText('progress.best'), grade(student.bestGrade)],
    [schoolText('progress.passed'), student.passedCount],
    [schoolText('progress.days_left'), student.daysLeft],
    [
      schoolText('progress.last_active'),
      student.lastActiveAt ? formatDay(student.lastActiveAt) : schoolText('progress.never'),
    ],
    [schoolText('progress.test_date'), student.testDate ? student.testDate.split('-').reverse().join('/') : '—'],
    [schoolText('progress.days_studied'), `${student.daysStudied}/7`],
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
