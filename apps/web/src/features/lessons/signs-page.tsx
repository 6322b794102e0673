import { type RoadSign, SIGN_CATEGORIES, type SignCategory } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { courseText } from '../../lib/course-text.ts';
import { cardClass } from '../../ui/card.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { needsSubscription, SubscribeRedirect } from '../../ui/subscribe-redirect.tsx';
import { signsQuery } from './api.ts';
import { lessonsText } from './lessons-text.ts';
import { searchSigns } from './sign-search.ts';

export function Component() {
  const { data, error, isPending, refetch } = useQuery(signsQuery);
  const [category, setCategory] = useState<SignCategory | null>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const searchId = useId();
  if (needsSubscription(error)) return <SubscribeRedirect />;

  const found = searchSigns(data?.signs ?? [], query);
  const shown = category ? found.filter((s) => s.category === category) : found;
  // A search that also finds signs in other categories says so, rather than 'none'.
  const hidden = query.trim() ? found.length - shown.length : 0;

  return (
    <div className="flex min-h-dvh flex-col gap-4">
      <PageTitle text={lessonsText('signs.title')} />
      <header>
        <h1 className="text-2xl font-bold">{lessonsText('signs.title')}</h1>
        <p className="mt-1 text-stone-700">{lessonsText('signs.intro')}</p>
      </header>
      <div className={cardClass('sm', 'flex flex-col gap-3')}>
        <label htmlFor={searchId} className="font-semibold">
          {lessonsText('signs.search')}
        </label>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute top-3 left-3 size-5 text-stone-500" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={lessonsText('signs.search_hint')}
            className="min-h-11 w-full rounded-lg border border-stone-300 py-2 pr-3 pl-10"
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{lessonsText('signs.category')}</legend>
          <CategoryButton pressed={category === null} onClick={() => setCategory(null)}>
            {lessonsText('signs.all')}
          </CategoryButton>
          {SIGN_CATEGORIES.map((c) => (
            <CategoryButton key={c} pressed={category === c} onClick={() => setCategory(c)}>
              {c}. {courseText(`signs.category_${c}`)}
            </CategoryButton>
          ))}
        </fieldset>
      </div>

      {isPending && <LoadingStatus text={lessonsText('signs.loading')} />}
      {error && (
        <LoadError text={lessonsText('lessons.content_error')} onRetry={() => refetch()} className={cardClass()} />
      )}
      {data && (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p role="status" className="text-sm text-stone-600">
              {shown.length > 0 && lessonsText('signs.count', { count: shown.length })}
              {shown.length === 0 && (hidden > 0 ? lessonsText('signs.none_here') : lessonsText('signs.none'))}
              {hidden > 0 && ` ${lessonsText('signs.hidden', { count: hidden })}`}
            </p>
            {hidden > 0 && (
              <button
                type="button"
                onClick={() => setCategory(null)}
                className="rounded text-sm font-semibold text-emerald-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-emerald-600"
              >
                {lessonsText('signs.show_all')}
              </button>
            )}
          </div>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
            {shown.map((sign) => (
              <SignCard key={sign.code} sign={sign} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function CategoryButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-emerald-600 ${pressed ? 'bg-emerald-700 text-white ring-emerald-700' : 'bg-white text-stone-800 ring-stone-300'}`}
    >
      {children}
    </button>
  );
}

function SignCard({ sign }: { sign: RoadSign }) {
  return (
    <li className={cardClass('none', 'flex flex-col items-center p-3 text-center')}>
      <img src={sign.image} alt="" width="80" height="80" loading="lazy" decoding="async" className="size-20" />
      <p className="mt-2 text-xs font-bold text-stone-500">{sign.code}</p>
      <h2 className="text-sm font-bold leading-snug">{sign.name}</h2>
      <p className="mt-1 text-xs text-stone-700">{sign.meaning}</p>
    </li>
  );
}
