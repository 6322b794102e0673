import type { PaymentState } from '@provisoire/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/t.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { adminText } from './admin-text.ts';
import { type AdminListName, type AdminLists, adminListQuery, exportHref } from './api.ts';

interface Props<Name extends AdminListName> {
  name: Name;
  title: string;
  /** Whether it has a CSV export (the users and the subscriptions). */
  exportable?: boolean;
  searchable?: boolean;
  /** More ways to narrow it (the payments' state), and their values for the query. */
  filters?: { control: ReactNode; status: PaymentState | '' };
  keyOf: (row: AdminLists[Name]) => string;
  children: (row: AdminLists[Name]) => ReactNode;
}

/**
 * An admin list: newest first, 20 rows then 'Reba Ibikurira' for 10 more, a search kept in the address
 * (`?q=`, so back and reload keep it), and the CSV export of every row, not only those loaded.
 */
export function AdminList<Name extends AdminListName>({
  name,
  title,
  exportable = false,
  searchable = true,
  filters,
  keyOf,
  children,
}: Props<Name>) {
  const [params, setParams] = useSearchParams();
  const q = searchable ? (params.get('q') ?? '') : '';
  const { data, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useInfiniteQuery(adminListQuery(name, { q, status: filters?.status ?? '' }));
  const rows = data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {exportable && (
          <a href={exportHref(name)} download className={buttonClass('secondary')}>
            {adminText('list.export')}
          </a>
        )}
      </div>
      {searchable && (
        <SearchForm
          key={q}
          q={q}
          onSearch={(next) => setParams(next ? { ...Object.fromEntries(params), q: next } : withoutQ(params))}
        />
      )}
      {filters?.control}
      {/* Always there, so that a screen reader hears each new count. */}
      <p className="text-sm text-stone-600" aria-live="polite">
        {data && rows.length > 0 ? adminText('list.count', { count: rows.length }) : ''}
      </p>
      {error && !data ? (
        <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />
      ) : !data ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">
          {q ? adminText('list.no_match', { q }) : adminText('list.empty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {rows.map((row) => (
              <li key={keyOf(row)} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
                {children(row)}
              </li>
            ))}
          </ul>
          {error && (
            <QueryLoadError
              error={error}
              onRetry={() => (isFetchNextPageError ? fetchNextPage() : refetch())}
              busy={isFetching}
            />
          )}
          {hasNextPage && (
            <Button variant="secondary" busy={isFetchingNextPage} onClick={() => fetchNextPage()}>
              {adminText('list.load_more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function withoutQ(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  next.delete('q');
  return next;
}

function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field
          className="min-w-0 flex-1"
          label={adminText('list.search')}
          type="search"
          name="q"
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" aria-label={adminText('list.search_button')}>
          <Icon name="search" />
        </Button>
        {q && (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {adminText('list.clear')}
          </Button>
        )}
      </form>
    </search>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{t('app.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-xl bg-stone-200" />
      ))}
    </div>
  );
}
