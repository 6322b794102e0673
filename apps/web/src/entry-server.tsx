import type { Language, PageData, RenderedPage, ServerRenderer, SiteSettings } from '@provisoire/domain';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { PRERENDERED_PAGES } from './app/prerendered-pages.ts';
import { routes } from './app/routes.tsx';
import { DATA_PAGE_PATTERNS, dataPageFor, dataPageModules } from './app/server-data.ts';
import { renderIn } from './i18n/language.ts';
import { ServerPageContext } from './lib/server-page.ts';
import { applySiteSettings } from './lib/site-settings.ts';
import { PageSkeleton } from './ui/page-skeleton.tsx';

// The server decides the guards (who is signed in) before it sends a page, and a page's code is loaded
// before it renders: no loader runs here, neither a route's nor one its lazy module brings.
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(({ loader: _, children, lazy, ...route }) => {
    const bare: RouteObject = { ...route } as RouteObject;
    if (typeof lazy === 'function')
      bare.lazy = async () => {
        const { loader: __, ...module } = await lazy();
        return module;
      };
    if (children) bare.children = withoutLoaders(children);
    return bare;
  });

// React 19 writes a page's <title> where the component renders it; the server moves it into <head>.
const TITLE = /<title>([^<]*)<\/title>/;

function pageOf(markup: string): RenderedPage {
  const title = TITLE.exec(markup)?.[1] ?? null;
  return { body: markup.replace(TITLE, ''), title };
}

/** The route tree for `path` (its code loaded), ready to render. */
async function routed(path: string) {
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} on the server`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );
}

/**
 * React renders synchronously: what is set just before it (the language, a visitor's data) holds for
 * that render alone, whatever other requests awaited meanwhile.
 */
function render(tree: ReactNode, language: Language) {
  renderIn(language);
  return pageOf(renderToString(tree));
}

/** One public page as HTML in a language, with this deployment's settings (the chat, video and social links). */
async function renderPage(path: string, settings: SiteSettings, language: Language): Promise<RenderedPage> {
  applySiteSettings(settings);
  return render(await routed(path), language);
}

/**
 * A signed-in page rendered for its visitor, with its data (`dataPageFor`), in a query cache and a
 * session of its own (`ServerPageContext`): nothing of one visitor's render is kept for another's.
 */
async function renderDataPage(path: string, data: PageData, language: Language): Promise<RenderedPage> {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const { queryKey, data: answer } of data.queries) client.setQueryData(queryKey, answer);
  const tree = await routed(path);
  return render(<ServerPageContext value={{ client, user: data.user }}>{tree}</ServerPageContext>, language);
}

/** The loading shell every other page starts from. */
const renderShell = (language: Language): RenderedPage => render(<PageSkeleton />, language);

/** Whether the app has a page at `path` (not only its catch-all "not found"): the server answers 404 otherwise. */
const isAppPath = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*';

/** What the server loads from this module's build (`apps/server/src/web/pages.ts`), as the domain declares it. */
export const renderer: ServerRenderer = {
  PRERENDERED_PAGES,
  renderPage,
  DATA_PAGE_PATTERNS,
  dataPageModules,
  dataPageFor,
  renderDataPage,
  renderShell,
  isAppPath,
};
