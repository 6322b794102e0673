import type { Language } from './languages.ts';
import type { PageData } from './page-data.ts';
import type { Role, SiteSettings } from './session-user.ts';

/** A page rendered on the server. */
export interface RenderedPage {
  /** The markup inside `#root`. */
  body: string;
  /** The page's own `<title>` text. */
  title: string | null;
}

/**
 * What the web build's server renderer (`apps/web/src/entry-server.tsx`, built to `dist-ssr/`) gives the
 * server (`apps/server/src/web/pages.ts`): declared once, for both sides.
 */
export interface ServerRenderer {
  /** Each page's path, with the source modules of its route code. */
  PRERENDERED_PAGES: Record<string, string[]>;
  renderPage(path: string, settings: SiteSettings, language: Language): Promise<RenderedPage>;
  /** The signed-in pages rendered with their data: their route patterns, and the modules of each one's code. */
  DATA_PAGE_PATTERNS: string[];
  dataPageModules(pattern: string): string[];
  /** What to read from the API to render `path` for a visitor of this role, or null when it is not rendered for them. */
  dataPageFor(
    path: string,
    role: Role,
  ): { modules: string[]; queries: { queryKey: readonly unknown[]; path: string }[] } | null;
  renderDataPage(path: string, data: PageData, language: Language): Promise<RenderedPage>;
  renderShell(language: Language): RenderedPage;
  /** Whether the app has a page at a path, beside its catch-all "not found". */
  isAppPath(path: string): boolean;
}
