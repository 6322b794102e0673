import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SiteSettings, trimmedPath } from '@provisoire/domain';
import type { Precompressed, Precompressor } from '../http/precompressed.ts';

interface RenderedPage {
  body: string;
  title: string | null;
}

/** What the web build's server renderer (`apps/web/src/entry-server.tsx`) exports. */
interface ServerRenderer {
  /** Each page's path, with the source modules of its route code. */
  PRERENDERED_PAGES: Record<string, string[]>;
  renderPage(path: string, settings: SiteSettings): Promise<RenderedPage>;
  renderShell(): RenderedPage;
  /** Whether the app has a page at a path, beside its catch-all "not found". */
  isAppPath(path: string): boolean;
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Provisoire</title>
<p>The web app is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The HTML template with this deployment's settings inlined as JSON (not script: the CSP allows no
 * inline script) and the stylesheet inlined: on a slow phone, the page paints from its first response.
 */
function template(dist: string, settings: SiteSettings) {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  let html = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    '<!--site-settings-->',
    `<script type="application/json" id="site-settings">${json}</script>`,
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

/** Vite's build manifest: for each source module, its file and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The files of these modules and of every chunk they import, but not the entry (already a script). */
function chunkFiles(manifest: Manifest, modules: string[]) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest: rebuild the web app`);
    if (chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

/** The template around a rendered page (hydrated in place, its code preloaded) or around the shell. */
function fill(html: string, page: RenderedPage, prerendered?: { preload: string[] }) {
  const root = prerendered ? '<div id="root" data-prerendered>' : '<div id="root">';
  const links = (prerendered?.preload ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const titled = page.title ? html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`) : html;
  return titled.replace('</head>', `${links}</head>`).replace('<div id="root"></div>', `${root}${page.body}</div>`);
}

/**
 * Every page the server sends, made once at start: the public pages rendered by React on the server
 * (hydrated in the browser) and, for every other path, the loading shell the app starts from.
 */
export async function buildPages(dist: string, settings: SiteSettings, bytesOf: Precompressor) {
  if (!existsSync(join(dist, 'index.html'))) {
    const notBuilt = bytesOf(NOT_BUILT);
    return { pageFor: (_path: string) => notBuilt, isAppPath: (_path: string) => true };
  }
  const html = template(dist, settings);
  const rendererFile = join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(rendererFile)) {
    // A build without the server renderer (the server's own tests): every page starts empty.
    const bare = bytesOf(html);
    return { pageFor: (_path: string) => bare, isAppPath: (_path: string) => true };
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as ServerRenderer;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const rendered = new Map<string, Precompressed>();
  for (const [path, modules] of Object.entries(renderer.PRERENDERED_PAGES)) {
    const page = await renderer.renderPage(path, settings);
    rendered.set(path, bytesOf(fill(html, page, { preload: chunkFiles(manifest, modules) })));
  }
  const shell = bytesOf(fill(html, renderer.renderShell()));
  return {
    /** The page for a path (a trailing slash ignored): its own HTML, or the shell. */
    pageFor: (path: string) => rendered.get(trimmedPath(path)) ?? shell,
    /** False for a path the app has no page at: the shell then shows "not found", with a 404. */
    isAppPath: (path: string) => renderer.isAppPath(path),
  };
}
