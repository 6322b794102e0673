import { paths } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { lessonsQuery, progressQuery } from '../../lib/learner-queries.ts';

import { practicePath } from './api.ts';
import { lessonToContinue } from './continue-lesson.ts';
import { progressText } from './progress-text.ts';

/**
 * One tap each, under the readiness card: the mistakes due today, the lesson to go on with, and the exam
 * (beside the menu, the side panel offers it).
 */
export function NextSteps() {
  const progress = useQuery(progressQuery).data;
  const lessons = useQuery(lessonsQuery).data?.lessons;
  const due = progress?.mistakes.due ?? 0;
  const current = progress ? lessonToContinue(progress.lessons) : null;
  const title = lessons?.find((lesson) => lesson.id === current)?.title;
  const opened = progress?.lessons.find((lesson) => lesson.id === current)?.opened;
  return (
    <nav aria-label={progressText('next.title')} className="@container">
      <ul className="grid gap-2 @lg:grid-cols-2">
        {due > 0 && (
          <Step to={practicePath({ kind: 'due' })}>
            <span>{progressText('next.mistakes')}</span>
            <span className="rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-900">{due}</span>
          </Step>
        )}
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
        <Step to={paths.examInstructions} exam>
          <span>{progressText('next.exam')}</span>
        </Step>
      </ul>
    </nav>
  );
}

function Step({ to, exam = false, children }: { to: string; exam?: boolean; children: ReactNode }) {
  const tone = exam
    ? 'focus-on-dark bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800'
    : 'bg-white ring-stone-200 hover:bg-emerald-50';
  return (
    <li className={exam ? 'md:hidden' : undefined}>
      <Link
        to={to}
        className={`flex min-h-12 items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold ring-1 ${tone}`}
      >
        {children}
      </Link>
    </li>
  );
}
