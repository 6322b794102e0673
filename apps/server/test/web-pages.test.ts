import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { learnerIn, signedUpSchool } from './factories.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// A web build in miniature: the template, a stylesheet, Vite's manifest and a server renderer that
// exports what apps/web/src/entry-server.tsx does: a renderer, the domain's ServerRenderer.
const RENDERER = `
const PRERENDERED_PAGES = { '/': [], '/login': ['src/login.tsx'] };
const SIGN_IN = { rw: 'Injira', en: 'Sign in', fr: 'Connexion' };
async function renderPage(path, settings, language) {
  const words = language === 'rw' ? '' : ' ' + SIGN_IN[language];
  return { body: '<h1>' + path + ' ' + settings.contactPhone + words + '</h1>', title: path === '/' ? null : SIGN_IN[language] + ' · Provisoire' };
}
const renderShell = (language) => ({ body: '<p>shell' + (language === 'rw' ? '' : ' ' + language) + '</p>', title: null });
const isAppPath = (path) => {
  globalThis.appPathsMatched = (globalThis.appPathsMatched ?? 0) + 1;
  return !path.startsWith('/nowhere') && path !== '/index.html';
};
const DATA_PAGE_PATTERNS = ['/dashboard/amasomo/:id'];
const dataPageModules = () => ['src/lesson.tsx'];
function dataPageFor(path, role) {
  const lesson = path.startsWith('/dashboard/amasomo/') && [path, path.slice('/dashboard/amasomo/'.length)];
  if (!lesson || role === 'school') return null;
  return {
    modules: ['src/lesson.tsx'],
    queries: [
      { queryKey: ['lessons', lesson[1]], path: '/api/lessons/' + lesson[1] + '?lang=rw' },
      { queryKey: ['subscription'], path: '/api/subscription' },
    ],
  };
}
async function renderDataPage(path, data, language) {
  const [{ data: lesson }] = data.queries;
  if (language !== 'rw') return { body: '<h1>' + language + ' ' + lesson.title + '</h1>', title: lesson.title };
  if (lesson.id === 13) throw new Error('a component that breaks on the server');
  return { body: '<h1>' + lesson.title + '</h1><p>' + data.user.displayName + '</p><div class="lesson-content">' + lesson.html + '</div>', title: lesson.title };
}
export const renderer = {
  PRERENDERED_PAGES, renderPage, renderShell, isAppPath, DATA_PAGE_PATTERNS, dataPageModules, dataPageFor, renderDataPage,
};
`;

const SCRIPT = 'console.log("Provisoire");\n'.repeat(50);

let server: TestServer;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'provisoire-web-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="rw"><head><title>Provisoire</title><!--site-settings--><script type="module" src="/assets/main.js"></script><link rel="stylesheet" crossorigin href="/assets/main.css"></head><body><div id="root"></div></body>',
  );
  writeFileSync(join(dist, 'assets', 'main.css'), 'body{color:green}');
  writeFileSync(join(dist, 'assets', 'lesson.css'), '.lesson-content{color:black}');
  writeFileSync(join(dist, 'assets', 'main.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'main.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'main.js.gz'), gzipSync(SCRIPT));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main.js', isEntry: true },
      'src/login.tsx': { file: 'assets/login.js', imports: ['_field.js', 'index.html'] },
      '_field.js': { file: 'assets/field.js', imports: ['index.html'] },
      'src/lesson.tsx': { file: 'assets/lesson.js', imports: ['index.html'], css: ['assets/lesson.css'] },
    }),
  );
  // The English and French builds: their own page template, worker and manifest; their code (here the
  // same files) in dist/assets.
  for (const language of ['en', 'fr']) {
    mkdirSync(join(dist, language, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, language, 'index.html'),
      readFileSync(join(dist, 'index.html'), 'utf8').replace('main.js', `main-${language}.js`),
    );
    writeFileSync(
      join(dist, language, '.vite', 'manifest.json'),
      readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8').replace(
        'assets/login.js',
        `assets/login-${language}.js`,
      ),
    );
    writeFileSync(join(dist, language, 'sw.js'), `// the ${language} worker`);
  }
  writeFileSync(join(dist, 'sw.js'), '// the rw worker');
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  server = await startTestServer({ env: { WEB_DIST: dist, CONTACT_PHONE: '+250 788 111 222' } });
});
afterAll(() => server.close());

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.base + path, { headers, redirect: 'manual' });

describe('the pages of the web app', () => {
  it('sends a public page rendered with the settings, its title, its stylesheet inline and its code preloaded', async () => {
    const res = await page('/login');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root" data-prerendered><h1>/login +250 788 111 222</h1></div>');
    expect(html).toContain('<title>Injira · Provisoire</title>');
    // Inline, and named by a link that is never fetched: code loaded later knows the page has it.
    expect(html).toContain('<style>body{color:green}</style><link rel="stylesheet" href="/assets/main.css" disabled>');
    expect(html.match(/main\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/field.js">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/main.js');
    expect(html).toContain('id="site-settings"');
  });

  it('sends each page in the visitor’s language: the cookie’s, else the browser’s, else Kinyarwanda', async () => {
    const french = await (await page('/login', { cookie: 'lang=fr', 'accept-language': 'en' })).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('<h1>/login +250 788 111 222 Connexion</h1>');
    expect(french).toContain('<title>Connexion · Provisoire</title>');
    // the French build's code: its entry, and its page's chunk preloaded
    expect(french).toContain('src="/assets/main-fr.js"');
    expect(french).toContain('<link rel="modulepreload" crossorigin href="/assets/login-fr.js">');

    const english = await (await page('/login', { 'accept-language': 'de;q=0.9, en-GB;q=0.8' })).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Sign in</h1>');
    expect(await (await page('/about-us', { 'accept-language': 'en' })).text()).toContain('<p>shell en</p>');

    const others: Record<string, string>[] = [
      {},
      { 'accept-language': 'sw, de' },
      { cookie: 'lang=xx', 'accept-language': 'de' },
    ];
    for (const headers of others) {
      const html = await (await page('/login', headers)).text();
      expect(html, JSON.stringify(headers)).toContain('<html lang="rw">');
      expect(html).toContain('href="/assets/login.js"');
    }
    // each language its own ETag: a copy in another language is never taken for this one
    const tags = await Promise.all(
      ['lang=rw', 'lang=en', 'lang=fr'].map(async (cookie) => (await page('/login', { cookie })).headers.get('etag')),
    );
    expect(new Set(tags).size).toBe(3);
    // the service worker of the visitor's language, which keeps that language's pages
    expect(await (await page('/sw.js', { cookie: 'lang=fr' })).text()).toBe('// the fr worker');
    expect(await (await page('/sw.js', { 'accept-language': 'en' })).text()).toBe('// the en worker');
    expect(await (await page('/sw.js')).text()).toBe('// the rw worker');
    // registered by a page with its own language, whatever the browser says
    expect(await (await page('/sw.js?lang=en', { 'accept-language': 'fr' })).text()).toBe('// the en worker');
    expect(await (await page('/sw.js?lang=xx', { cookie: 'lang=fr' })).text()).toBe('// the fr worker');
  });

  it('renders a signed-in page in the account’s language when the browser has no choice of its own', async () => {
    const { api } = await learnerIn(server);
    expect((await api.post('/api/subscription/trial')).status).toBe(201);
    expect((await api.call('PUT', '/api/language', { language: 'en' })).status).toBe(204);
    const headers = { cookie: api.cookie.replace(/(^|; )lang=[^;]*/, '') };
    const html = await (await page('/dashboard/amasomo/4', headers)).text();
    expect(html).toContain('<html lang="en">');
    // the lesson read in the page's language, whatever language its address was written with
    expect(html).toContain('<h1>en Manoeuvres, speed and distance</h1>');
    expect(html).toContain('"path":"/api/lessons/4?lang=en"');
    const chosen = await (await page('/dashboard/amasomo/4', { cookie: `${headers.cookie}; lang=fr` })).text();
    expect(chosen).toContain('<html lang="fr">');
  });

  it('starts every other page from the loading shell, which is not hydrated', async () => {
    for (const path of ['/about-us', '/forgot-password', '/index.html']) {
      const html = await (await page(path)).text();
      expect(html, path).toContain('<div id="root"><p>shell</p></div>');
    }
    expect(await (await page('/login/')).text()).toContain('data-prerendered><h1>/login');
  });

  it('answers a path the app has no page at with 404 and the shell, which shows "not found"', async () => {
    const missing = await page('/nowhere/at-all');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"><p>shell</p></div>');
    expect((await page('/about-us')).status).toBe(200);
    // The shell by its file's name, which the service worker keeps for offline: a page, not a 404.
    expect((await page('/index.html')).status).toBe(200);
  });

  it('matches a path against the routes once, however often it is asked (matching is slow)', async () => {
    const matched = () => (globalThis as { appPathsMatched?: number }).appPathsMatched ?? 0;
    const before = matched();
    for (let i = 0; i < 5; i++) expect((await page('/about')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await page('/nowhere/else')).status).toBe(404);
    expect(matched() - before).toBe(2);
  });

  it('sends the stored compressed bytes with an ETag per encoding, and 304 when the browser has them', async () => {
    const plain = await page('/', { 'accept-encoding': 'identity' });
    const text = await plain.text();
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch decodes the body, as a browser does: every encoding carries the same page.
    expect(await br.text()).toBe(text);
    expect(await gzip.text()).toBe(text);
    const tags = [plain, br, gzip].map((res) => res.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('vary')).toContain('accept-encoding');

    const again = await page('/', { 'accept-encoding': 'br', 'if-none-match': tags[1] ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await page('/', { 'accept-encoding': 'br', 'if-none-match': '"old"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(text);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await fetch(`${server.base}/login`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe('');
  });

  it('sends a signed-out visitor of a learner page to sign in before any of the app', async () => {
    const res = await page('/dashboard/amasomo/4?from=list');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fdashboard%2Famasomo%2F4%3Ffrom%3Dlist');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await page('/exam', { cookie: 'provisoire_session=forged-or-expired' })).status).toBe(302);
  });

  it('sends a signed-in visitor of a way in on, and shows them their pages', async () => {
    const { api } = await learnerIn(server);
    const cookie = api.cookie;
    const login = await page('/login?redirect=%2Fdashboard%2Fibyapa', { cookie });
    expect([login.status, login.headers.get('location')]).toEqual([302, '/dashboard/ibyapa']);
    const register = await page('/register?redirect=https%3A%2F%2Fevil.example', { cookie });
    expect(register.headers.get('location')).toBe('/dashboard');
    const dashboard = await page('/dashboard/amasomo', { cookie });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<p>shell</p>');
  });

  it('sends a script in the encoding the browser takes, cached for a year, and 404 for any other name', async () => {
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, *', 'gzip'], // refused, even beside "anything"
      ['identity', null],
    ] as const) {
      const res = await page('/assets/main.js', { 'accept-encoding': accepts });
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(SCRIPT);
    }
    const css = await page('/assets/main.css', { 'accept-encoding': 'br' });
    expect([css.headers.get('content-encoding'), await css.text()]).toEqual([null, 'body{color:green}']);
    for (const path of ['/assets/other.js', '/assets/main.js.br', '/assets/', '/assets/a/main.js']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { code: string }).code, path).toBe('not_found');
    }
  });

  describe('a learner page rendered with its data', () => {
    async function subscriber() {
      const { api, input } = await learnerIn(server);
      expect((await api.post('/api/subscription/trial')).status).toBe(201);
      return { cookie: api.cookie, name: input.displayName };
    }
    const dataOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

    it("is the visitor's own: their lesson, their name, the data beside it once, private, with its stylesheet", async () => {
      const { cookie, name } = await subscriber();
      const res = await page('/dashboard/amasomo/4', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const html = await res.text();
      expect(html).toContain('<div id="root" data-prerendered><h1>');
      expect(html).toContain(`<p>${name}</p>`);
      expect(html).toContain(
        '<style>.lesson-content{color:black}</style><link rel="stylesheet" href="/assets/lesson.css" disabled>',
      );
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/lesson.js">');
      const data = dataOf(html);
      expect(data.user.displayName).toBe(name);
      const [lesson, subscription] = data.queries;
      expect(lesson).toMatchObject({ queryKey: ['lessons', '4'], path: '/api/lessons/4?lang=rw', htmlInPage: true });
      expect(lesson.data).toMatchObject({ id: 4, html: null });
      expect(subscription.data.subscription.plan).toBe('trial');
      const title = lesson.data.title as string;
      expect(html).toContain(`<title>${title}</title>`);
    });

    it("looks the visitor's session up once, though the page reads two answers of the API as them", async () => {
      const { cookie } = await subscriber();
      const lookups = vi.spyOn(server.accounts.sessions, 'userOfSession');
      try {
        expect((await page('/dashboard/amasomo/4', { cookie })).status).toBe(200);
        expect(lookups).toHaveBeenCalledTimes(1);
        // Another call, its own lookup: what the page knew was known only inside it.
        expect((await fetch(`${server.base}/api/subscription`, { headers: { cookie } })).status).toBe(200);
        expect(lookups).toHaveBeenCalledTimes(2);
      } finally {
        lookups.mockRestore();
      }
    });

    it('renders each of twenty visitors at once with their own name', async () => {
      const visitors = await Promise.all(Array.from({ length: 20 }, () => subscriber()));
      const pages = await Promise.all(visitors.map(({ cookie }) => page('/dashboard/amasomo/4', { cookie })));
      const names = await Promise.all(pages.map(async (res) => dataOf(await res.text()).user.displayName));
      expect(names).toEqual(visitors.map((v) => v.name));
    });

    it('costs a 304 when nothing changed since the copy the phone has', async () => {
      const { cookie } = await subscriber();
      const first = await page('/dashboard/amasomo/4', { cookie });
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"/);
      const again = await page('/dashboard/amasomo/4', { cookie, 'if-none-match': etag });
      expect([again.status, await again.text()]).toEqual([304, '']);
      // Another learner's page is another page.
      const other = await subscriber();
      const theirs = await page('/dashboard/amasomo/4', { cookie: other.cookie, 'if-none-match': etag });
      expect(theirs.status).toBe(200);
    });

    it('falls back to the loading shell when the API refuses, the page is not for the role, or rendering fails', async () => {
      const { api } = await learnerIn(server); // no subscription: the lesson is refused
      const refused = await page('/dashboard/amasomo/4', { cookie: api.cookie });
      expect([refused.status, await refused.text()]).toEqual([200, expect.stringContaining('<p>shell</p>')]);

      const school = await signedUpSchool(server.base);
      const notTheirs = await page('/dashboard/amasomo/4', { cookie: school.api.cookie });
      expect(await notTheirs.text()).toContain('<p>shell</p>');

      const { cookie } = await subscriber();
      const broken = await page('/dashboard/amasomo/13', { cookie });
      expect([broken.status, await broken.text()]).toEqual([200, expect.stringContaining('<p>shell</p>')]);
      const missing = await page('/dashboard/amasomo/99', { cookie });
      expect(await missing.text()).toContain('<p>shell</p>');
    });
  });
});
