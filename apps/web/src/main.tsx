import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.tsx';
import { language } from './i18n/language.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// the page's language, which the kept shell (offline) does not know: read aloud in the right one
document.documentElement.lang = language();

/**
 * A page the server rendered (the landing, about, sign-in and sign-up; a lesson for its reader, whose
 * route module takes over the data it was rendered with, app/page-data.ts) is hydrated where it stands: its code is loaded first and its
 * guard is not run again (the server decided it), so the first render matches the HTML. Every other
 * page starts from the loading shell the HTML showed.
 */
async function hydrate(element: HTMLElement) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const loaderData = Object.fromEntries(
    matches.flatMap(({ route }) => (route.loader && route.id ? [[route.id, null]] : [])),
  );
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  hydrateRoot(
    element,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

if (root.hasAttribute('data-prerendered')) void hydrate(root);
else
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
