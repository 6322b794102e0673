import { type PlanPace, paths, type StudyPlan } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { lessonsQuery, progressQuery } from '../../lib/learner-queries.ts';
import { practicePath } from './api.ts';
import { lessonToContinue } from './continue-lesson.ts';
import { partPracticePath, usePartName } from './exam-part.tsx';
import { progressText } from './progress-text.ts';

const TestDateForm = lazy(() => import('./test-date-form.tsx'));

/** What the plan says of the time left, when it has something to say. */
const PACE_NOTES: Partial<Record<PlanPace, 'plan.tight' | 'plan.test_day' | 'plan.past'>> = {
  tight: 'plan.tight',
  test_day: 'plan.test_day',
  past: 'plan.past',
};

/**
 * Today's plan, under the readiness card: the days studied this week and the test date, then one tap each
 * for the mistakes due, today's practice, the exam (beside the menu, the side panel offers it; here too on a
 * day the plan gives one) and the lesson to go on with.
 */
export function NextSteps() {
  const progress = useQuery(progressQuery).data;
  const lessons = useQuery(lessonsQuery).data?.lessons;
  const name = usePartName();
  const plan = progress?.plan;
  const due = progress?.mistakes.due ?? 0;
  const current = progress ? lessonToContinue(progress.lessons) : null;
  const title = lessons?.find((lesson) => lesson.id === current)?.title;
  const opened = progress?.lessons.find((lesson) => lesson.id === current)?.opened;
  const parts = plan?.lessons ?? [];
  const [first] = parts;
  const note = plan && PACE_NOTES[plan.pace];
  return (
    <section aria-labelledby="plan" className="@container flex flex-col gap-2">
      {/* Two rows, so the first screen keeps the mistakes and the exam: the title with the week, the date. */}
      <div className="flex items-center justify-between gap-3">
        <h2 id="plan" className="text-lg font-bold">
          {progressText('plan.title')}
        </h2>
        {plan && (
          <p className="flex items-center gap-2 text-sm font-semibold text-stone-700">
            <span aria-hidden="true" className="flex gap-1">
              {plan.week.map((studied, day) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the days of the week, in their order
                <span key={day} className={`size-3 rounded-full ${studied ? 'bg-emerald-600' : 'bg-stone-300'}`} />
              ))}
            </span>
            <span aria-hidden="true">{plan.streak}</span>
            <span className="sr-only">{progressText('plan.streak', { days: plan.streak })}</span>
          </p>
        )}
      </div>
      {plan && <TestDate plan={plan} />}
      {note && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          {progressText(note)}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-2 @lg:grid-cols-2">
        {due > 0 && (
          <Step to={practicePath({ kind: 'due' })}>
            <span>{progressText('next.mistakes')}</span>
            <span className="rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-900">{due}</span>
          </Step>
        )}
        {plan && first !== undefined && (
          <Step to={partPracticePath(first)}>
            <span className="min-w-0 truncate">
              {progressText('plan.practise', { questions: plan.questions })}: {parts.map(name).join(' · ')}
            </span>
          </Step>
        )}
        <Step to={paths.examInstructions} exam everywhere={plan?.mockExam}>
          <span>{progressText(plan?.mockExam ? 'plan.exam_today' : 'next.exam')}</span>
        </Step>
        {current !== null && (
          <Step to={paths.lesson(current)}>
            <span className="min-w-0">
              <span className="block text-sm text-emerald-800">
                {progressText(opened ? 'next.continue' : 'next.start', { id: current })}
              </span>
              {title && <span className="line-clamp-2">{title}</span>}
            </span>
          </Step>
        )}
      </ul>
    </section>
  );
}

/** The test date and the days left, with its change one tap away (the form loads on that tap). */
function TestDate({ plan }: { plan: StudyPlan }) {
  const [editing, setEditing] = useState(false);
  // Closing the form gives the focus back to the button that opened it.
  const reopen = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) reopen.current?.focus();
    refocus.current = editing;
  }, [editing]);
  const { testDate, daysLeft } = plan;
  const when =
    testDate &&
    (daysLeft === 0
      ? progressText('plan.test_today')
      : progressText('plan.test_on', { date: testDate.split('-').reverse().join('/'), days: daysLeft ?? 0 }));
  if (editing)
    return (
      <Suspense fallback={null}>
        <TestDateForm plan={plan} onDone={() => setEditing(false)} />
      </Suspense>
    );
  return (
    <p className="flex min-h-11 flex-wrap items-center gap-x-2 text-sm">
      {when && <span className="font-semibold">{when}</span>}
      <button
        ref={reopen}
        type="button"
        onClick={() => setEditing(true)}
        className="min-h-11 font-semibold text-emerald-800 underline"
      >
        {progressText(testDate ? 'plan.change_date' : 'plan.set_date')}
      </button>
    </p>
  );
}

function Step({
  to,
  exam = false,
  everywhere = false,
  children,
}: {
  to: string;
  exam?: boolean;
  /** The exam's step shows on every screen on a day for a mock exam, else only where no side panel does. */
  everywhere?: boolean | undefined;
  children: ReactNode;
}) {
  const tone = exam
    ? 'focus-on-dark bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800'
    : 'bg-white ring-stone-200 hover:bg-emerald-50';
  return (
    <li className={exam && !everywhere ? 'md:hidden' : undefined}>
      <Link
        to={to}
        className={`flex min-h-12 items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold ring-1 ${tone}`}
      >
        {children}
      </Link>
    </li>
  );
}
