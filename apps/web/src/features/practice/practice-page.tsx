import { paths, QUESTION_TOPICS, shownPercent } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { courseText } from '../../lib/course-text.ts';
import { lessonsQuery, progressQuery } from '../../lib/learner-queries.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { practicePath, type Scope, scopeFromParams } from './api.ts';
import { MistakesPage } from './mistakes-page.tsx';
import { SIGN_CATEGORY_CODES } from './practice-rules.ts';
import { PracticeSession } from './practice-session.tsx';
import { practiceText } from './practice-text.ts';
import { ReadinessPage } from './readiness-page.tsx';
import { SubscribeInvite } from './subscribe-invite.tsx';

// A lesson's self-check comes with practice's code: the same questions, texts and feedback, one file.
export { default as SelfCheck } from './self-check.tsx';

/**
 * `/dashboard/imyitozo`: choose what to practise; with a scope in the address, the session itself.
 * `/dashboard/imyitozo/amakosa`: the mistakes; `/dashboard/imyitozo/amahirwe`: how the chance of passing is reckoned.
 */
export function Component() {
  const { page } = useParams();
  if (page === 'amakosa') return <MistakesPage />;
  // Not a lazy chunk of its own: code loaded from a page's chunk fetches the inline stylesheet again.
  if (page === 'amahirwe') return <ReadinessPage />;
  if (page) return <Navigate to={paths.practice} replace />;
  return <Practice />;
}

function Practice() {
  const [params] = useSearchParams();
  const scope = scopeFromParams(params);
  const titles = useLessonTitles();
  if (!scope) return <Chooser titles={titles} />;
  const path = practicePath(scope);
  return <PracticeSession key={path} scope={scope} name={scopeName(scope, titles)} />;
}

/** The lessons' titles by number, once the list has come (the home has usually fetched it already). */
function useLessonTitles() {
  const { data } = useQuery(lessonsQuery);
  return new Map(data?.lessons.map((lesson) => [lesson.id, lesson.title]));
}

function scopeName(scope: Scope, titles: Map<number, string>) {
  switch (scope.kind) {
    case 'all':
      return practiceText('practice.everything_text');
    case 'due':
      return practiceText('mistakes.title');
    case 'signs':
      if (scope.category === 'all') return practiceText('practice.all_signs');
      return practiceText('practice.signs', { name: courseText(`signs.category_${scope.category}`) });
    case 'lessons': {
      const [only] = scope.ids;
      if (scope.ids.length > 1 || only === undefined)
        return practiceText('practice.lessons', { ids: scope.ids.join(', ') });
      const title = titles.get(only);
      return `${practiceText('practice.lesson', { id: only })}${title ? `: ${title}` : ''}`;
    }
  }
}

function Chooser({ titles }: { titles: Map<number, string> }) {
  const progress = useQuery(progressQuery).data;
  const due = progress?.mistakes.due ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={practiceText('practice.title')} />
      <header>
        <h1 className="text-2xl font-bold">{practiceText('practice.title')}</h1>
        <p className="mt-1 text-stone-700">{practiceText('practice.intro')}</p>
      </header>
      <SubscribeInvite />
      <Card aria-labelledby="mistakes" padding="sm" className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="mistakes" className="text-lg font-bold">
            <Link to={paths.mistakes} className="inline-flex min-h-11 items-center underline">
              {practiceText('mistakes.title')}
            </Link>
          </h2>
          <p className="text-stone-700">
            {due > 0 ? practiceText('mistakes.due_count', { count: due }) : practiceText('practice.empty_due')}
          </p>
        </div>
        {due > 0 && (
          <Link to={practicePath({ kind: 'due' })} className={buttonClass('primary')}>
            {practiceText('mistakes.review')}
          </Link>
        )}
      </Card>
      <Link to={practicePath({ kind: 'all' })} className={buttonClass('primary', 'w-full')}>
        {practiceText('practice.everything')}: {practiceText('practice.everything_text')}
      </Link>
      <ChoiceList id="by-lesson" title={practiceText('practice.by_lesson')}>
        {QUESTION_TOPICS.map((id) => {
          const mastery = progress?.lessons.find((l) => l.id === id)?.mastery ?? null;
          return (
            <Choice key={id} to={practicePath({ kind: 'lessons', ids: [id] })}>
              <span>
                <span className="block text-sm font-medium text-emerald-800">
                  {practiceText('practice.lesson', { id })}
                </span>
                <span className="font-semibold">{titles.get(id)}</span>
              </span>
              {mastery !== null && <span className="shrink-0 text-sm text-stone-700">{shownPercent(mastery)} %</span>}
            </Choice>
          );
        })}
      </ChoiceList>
      <ChoiceList id="by-signs" title={practiceText('practice.by_signs')}>
        {SIGN_CATEGORY_CODES.map((category) => (
          <Choice key={category} to={practicePath({ kind: 'signs', category })}>
            <span className="font-semibold">
              {category}. {courseText(`signs.category_${category}`)}
            </span>
          </Choice>
        ))}
      </ChoiceList>
    </div>
  );
}

function ChoiceList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="@container flex flex-col gap-2">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="grid gap-2 @lg:grid-cols-2">{children}</ul>
    </section>
  );
}

function Choice({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-12 items-center justify-between gap-3 rounded-xl bg-white px-4 py-2 ring-1 ring-stone-200 hover:bg-emerald-50"
      >
        {children}
      </Link>
    </li>
  );
}
