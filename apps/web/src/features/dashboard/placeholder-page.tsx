import { Link, useMatches } from 'react-router';
import { PageTitle } from '../../ui/page-title.tsx';
import { type DashboardKey, td } from './dashboard-text.ts';

/** Route `handle` of a page whose feature is still being built. */
export interface PlaceholderHandle {
  title: DashboardKey;
}

/** A page still to come: its title, and nothing made up. */
export function Component() {
  const handle = useMatches().at(-1)?.handle as PlaceholderHandle | undefined;
  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <PageTitle text={td(handle?.title ?? 'dashboard.coming_title')} />
      {handle && <h1 className="text-2xl font-bold">{td(handle.title)}</h1>}
      <h2 className="mt-4 font-semibold">{td('dashboard.coming_title')}</h2>
      <p className="mt-1 text-stone-600">{td('dashboard.coming_text')}</p>
      <Link to="/dashboard" className="mt-4 inline-block font-medium text-emerald-800 underline">
        {td('dashboard.menu_home')}
      </Link>
    </section>
  );
}
