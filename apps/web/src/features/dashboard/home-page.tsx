import type { Role } from '@provisoire/domain';
import { type ComponentType, Suspense, use } from 'react';
import { loadSession, useSession } from '../../lib/session.ts';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { dashboardText } from './dashboard-text.ts';
import '../../app/page-data.ts'; // the data a learner's home was rendered with, taken over before it hydrates

interface HomeModule {
  default: ComponentType;
}

// Each role's home is its own code: a school's or an admin's never downloads a learner's cards, nor a
// learner's the admin's charts.
const HOMES: Record<Role, () => Promise<HomeModule>> = {
  learner: () => import('./learner-home.tsx'),
  // biome-ignore lint/style/noRestrictedImports: the home route loads the signed-in role's own home, as the router would
  school: () => import('../school/school-home.tsx'),
  // biome-ignore lint/style/noRestrictedImports: the home route loads the signed-in role's own home, as the router would
  admin: () => import('../admin/admin-home.tsx'),
};

const loading = new Map<Role, Promise<HomeModule>>();
const loaded = new Map<Role, ComponentType>();

function load(role: Role) {
  let home = loading.get(role);
  if (!home) {
    home = HOMES[role]().then((module) => {
      loaded.set(role, module.default);
      return module;
    });
    loading.set(role, home);
  }
  return home;
}

// The server renders a learner's home with its data (app/server-data.ts) in one synchronous pass: it
// has the home's code first. The browser hydrates that page while the home's code arrives (preloaded).
if (import.meta.env.SSR) await load('learner');

/** Going to the home, its role's code comes first, as any page's does: no loading block in between. */
export async function loader() {
  const user = await loadSession();
  if (user) await load(user.role);
  return null;
}

export function Component() {
  const { user } = useSession();
  const role = user?.role ?? 'learner';
  return (
    <>
      <PageTitle text={dashboardText('dashboard.home_title')} />
      <Suspense fallback={<LoadingBlock />}>
        <RoleHome role={role} />
      </Suspense>
    </>
  );
}

// Should the role change under the page, its home loads where it shows.
function RoleHome({ role }: { role: Role }) {
  const Home = loaded.get(role) ?? use(load(role)).default;
  return <Home />;
}
