import type { SiteSettings } from '@provisoire/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { routes } from './app/routes.tsx';
import { applySiteSettings } from './lib/site-settings.ts';
import { PageSkeleton } from './ui/page-skeleton.tsx';

export { PRERENDERED_PAGES } from './app/prerendered-pages.ts';

// The server decides the guards (who is signed in) before it sends a page; the HTML is the same for all.
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(
    ({ loader: _, children, ...route }) =>
      (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );

export interface RenderedPage {
  /** The markup inside `#root`. */
  body: string;
  /** The page's own `<title>` text. */
  title: string | null;
}

// React 19 writes a page's <title> where the component renders it; the server moves it into <head>.
const TITLE = /<title>([^<]*)<\/title>/;

function pageOf(markup: string): RenderedPage {
  const title = TITLE.exec(markup)?.[1] ?? null;
  return { body: markup.replace(TITLE, ''), title };
}

/** One public page as HTML, with this deployment's settings (the chat, video and social links). */
export async function renderPage(path: string, settings: SiteSettings): Promise<RenderedPage> {
  applySiteSettings(settings);
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} on the server`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return pageOf(
    renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    ),
  );
}

/** The loading shell every other page starts from. */
export const renderShell = (): RenderedPage => pageOf(renderToString(<PageSkeleton />));

/** Whether the app has a page at `path` (not only its catch-all "not found"): the server answers 404 otherwise. */
export const isAppPath = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*';
