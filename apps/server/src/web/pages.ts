import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  inLanguage,
  LANGUAGES,
  type Language,
  PAGE_DATA_ID,
  type PageData,
  type RenderedPage,
  type Role,
  type ServerRenderer,
  type SessionUser,
  type SiteSettings,
  trimmedPath,
} from '@provisoire/domain';
import type { Precompressed, Precompressor } from '../http/precompressed.ts';

/** How many paths' answers `isAppPath` keeps: every page and more, a few kilobytes. */
const KEPT_PATHS = 1000;

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Provisoire</title>
<p>The web app is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/** The page's description for search results and shared links, in its language (the template's is Kinyarwanda). */
const DESCRIPTIONS: Record<Language, string | null> = {
  rw: null,
  en: "Learn Rwanda's traffic rules and practise for the provisional driving licence exam, even offline.",
  fr: "Apprenez le code de la route rwandais et entraînez-vous à l'examen du permis provisoire, même hors ligne.",
};

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The HTML template with this deployment's settings inlined as JSON (not script: the CSP allows no
 * inline script) and the stylesheet inlined: on a slow phone, the page paints from its first response.
 */
function template(dist: string, settings: SiteSettings, language: Language) {
  let html = readFileSync(join(builtFor(dist, language), 'index.html'), 'utf8')
    .replace('<!--site-settings-->', scriptJson('site-settings', settings))
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (tag, start, end) =>
      DESCRIPTIONS[language] ? `${start}${DESCRIPTIONS[language]}${end}` : tag,
    );
  const css = STYLESHEET.exec(html)?.[1];
  // The disabled link is never fetched; it tells the code loaded later (a school's home, the bell's
  // panel), which lists the stylesheet among what it needs, that the page has it already (6.5 KB).
  if (css)
    html = html.replace(
      STYLESHEET,
      `<style>${readFileSync(join(dist, css), 'utf8')}</style><link rel="stylesheet" href="${css}" disabled>`,
    );
  return html;
}

/** Where the web build in a language is (one per language: its texts in place): Kinyarwanda's at the top. */
export const builtFor = (dist: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? dist : join(dist, language);

/** Vite's build manifest: for each source module, its file, the chunks it imports and their stylesheets. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

/**
 * What goes in the head of a page rendered from these modules: a preload of each of their chunks and
 * of every chunk they import (not the entry, already a script), and their own stylesheets inline (a
 * lesson's, 2 KB: a file would hold the text back a round trip) beside a link that is never fetched
 * but tells the code loaded later that the page has them.
 */
function headFor(dist: string, manifest: Manifest, modules: string[]) {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest: rebuild the web app`);
    if (chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const preloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const inline = [...styles].map(
    (css) => `<style>${readFileSync(join(dist, css), 'utf8')}</style><link rel="stylesheet" href="/${css}" disabled>`,
  );
  return [...inline, ...preloads].join('');
}

/** The template around a rendered page (hydrated in place, its code preloaded) or around the shell. */
function fill(html: string, page: RenderedPage, prerendered?: { head: string; data?: string }) {
  const root = prerendered ? '<div id="root" data-prerendered>' : '<div id="root">';
  const titled = page.title ? html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`) : html;
  return titled
    .replace('</head>', `${prerendered?.head ?? ''}</head>`)
    .replace('<div id="root"></div>', `${root}${page.body}</div>${prerendered?.data ?? ''}`);
}

/**
 * A lesson's or a study page's HTML is in the page already: sent once, not again in its data (6 KB of
 * a lesson's 20). The browser takes it back from the page (`app/page-data.ts`).
 */
function withoutHtml(data: PageData): PageData {
  const queries = data.queries.map((query) => {
    const answer = query.data as { html?: unknown } | null;
    if (typeof answer?.html !== 'string') return query;
    return { ...query, data: { ...answer, html: null }, htmlInPage: true };
  });
  return { ...data, queries };
}

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const scriptJson = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * Every page the server sends, made once at start: the public pages rendered by React on the server
 * (hydrated in the browser) and, for every other path, the loading shell the app starts from.
 */
export async function buildPages(dist: string, settings: SiteSettings, bytesOf: Precompressor) {
  if (!existsSync(join(dist, 'index.html'))) {
    const notBuilt = bytesOf(NOT_BUILT);
    return {
      pageFor: (_path: string, _language: Language) => notBuilt,
      isAppPath: (_path: string) => true,
      dataPage: noDataPage,
    };
  }
  const rendererFile = join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(rendererFile)) {
    // A build without the server renderer (the server's own tests): every page starts empty.
    // A miniature build may have the Kinyarwanda pages only.
    const built = (l: Language) => (existsSync(join(builtFor(dist, l), 'index.html')) ? l : DEFAULT_LANGUAGE);
    const bare = new Map(LANGUAGES.map((l) => [l, bytesOf(template(dist, settings, built(l)))]));
    return {
      pageFor: (_path: string, language: Language) => bare.get(language)!,
      isAppPath: (_path: string) => true,
      dataPage: noDataPage,
    };
  }
  // A built file, read by the interface its source is checked against (`entry-server.tsx`).
  const { renderer } = (await import(pathToFileURL(rendererFile).href)) as { renderer: ServerRenderer };
  // Every public page and the shell in every language, made at start; so are the heads of the pages
  // rendered with their data, so a module missing from the build stops the server rather than a page.
  const byLanguage = new Map<
    Language,
    { html: string; rendered: Map<string, Precompressed>; shell: Precompressed; dataHeads: Map<string, string> }
  >();
  for (const language of LANGUAGES) {
    const html = template(dist, settings, language);
    const manifest = JSON.parse(
      readFileSync(join(builtFor(dist, language), '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const rendered = new Map<string, Precompressed>();
    for (const [path, modules] of Object.entries(renderer.PRERENDERED_PAGES)) {
      const page = await renderer.renderPage(path, settings, language);
      rendered.set(path, bytesOf(fill(html, page, { head: headFor(dist, manifest, modules) })));
    }
    const shell = bytesOf(fill(html, renderer.renderShell(language)));
    const dataHeads = new Map(
      renderer.DATA_PAGE_PATTERNS.map((pattern) => {
        const modules = renderer.dataPageModules(pattern);
        return [modules.join(' '), headFor(dist, manifest, modules)];
      }),
    );
    byLanguage.set(language, { html, rendered, shell, dataHeads });
  }

  /**
   * A signed-in page for its visitor (of this role) with its data in it, or null (not such a page, not
   * theirs, or an answer missing: the shell then loads, and the app says why). Nothing is read for any
   * other page. `read` answers an API path as this visitor, or undefined when the API refuses it. The
   * page is chosen by its path and rendered at its whole address: its query says what it shows (practice's
   * scope), as in the browser that hydrates it.
   */
  async function dataPage(address: string, role: Role, read: Read, language: Language): Promise<string | null> {
    const page = renderer.dataPageFor(trimmedPath(address.split('?')[0] ?? address), role);
    if (!page) return null;
    // A study answer's address names its language (`?lang=`): the page's, as its browser would ask it.
    const queries = page.queries.map((q) =>
      /[?&]lang=/.test(q.path) ? { ...q, path: inLanguage(q.path, language) } : q,
    );
    const [me, ...answers] = await Promise.all([read('/api/auth/me'), ...queries.map((q) => read(q.path))]);
    const user = (me as { user?: SessionUser | null } | undefined)?.user;
    if (!user || answers.some((answer) => answer === undefined)) return null;
    const data: PageData = { user, queries: queries.map((q, i) => ({ ...q, data: answers[i] })) };
    const { html, dataHeads } = byLanguage.get(language)!;
    const head = dataHeads.get(page.modules.join(' ')) ?? '';
    const markup = await renderer.renderDataPage(address, data, language);
    return fill(html, markup, { head, data: scriptJson(PAGE_DATA_ID, withoutHtml(data)) });
  }

  /**
   * Matching a path against the app's routes takes about half a millisecond (React Router ranks them
   * all each time): it made `/` twenty times slower than a bare route. The answers are kept, for the
   * first `KEPT_PATHS` paths asked: made-up addresses beyond those are matched each time, never stored.
   */
  const appPaths = new Map<string, boolean>();
  function isAppPath(path: string) {
    const known = appPaths.get(path);
    if (known !== undefined) return known;
    const answer = renderer.isAppPath(path);
    if (appPaths.size < KEPT_PATHS) appPaths.set(path, answer);
    return answer;
  }

  return {
    /** The page for a path (a trailing slash ignored) in a language: its own HTML, or the shell. */
    pageFor: (path: string, language: Language) => {
      const pages = byLanguage.get(language)!;
      return pages.rendered.get(trimmedPath(path)) ?? pages.shell;
    },
    /** False for a path the app has no page at: the shell then shows "not found", with a 404. */
    isAppPath,
    dataPage,
  };
}

/** Reads an API path as the page's visitor: its JSON, or undefined when the API refuses it. */
type Read = (apiPath: string) => Promise<unknown>;

const noDataPage = async (_path: string, _role: Role, _read: Read, _language: Language) => null;
