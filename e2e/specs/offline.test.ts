import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { startAppServer } from '../support/app-server.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { logIn } from '../support/flows.ts';

// Installable, and studying without data (docs/offline.md): a 360 px phone with the service worker on.
const browser = useBrowser();
const SERVICE_WORKER = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

const LESSON_4 = "Imiyoborere, umuvuduko n'intera";

async function learner(tag: string, { freeDay = true, displayName = 'Uwase Aline' } = {}) {
  const page = await browser.newPage(undefined, { serviceWorkers: 'allow' });
  const email = uniqueEmail(tag);
  await signUpByApi(page.request, baseUrl(), { email, freeDay, displayName });
  return { page, email };
}

/** The dashboard, once the service worker is in charge of the page (from the first visit on). */
async function openWithServiceWorker(page: Page) {
  await page.goto('/dashboard');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)))
    .toBe(true);
}

const lessonTitle = (page: Page) => page.getByRole('heading', { level: 1, name: LESSON_4 });

async function openLesson4(page: Page) {
  await page.goto('/dashboard/amasomo/4');
  await expect.poll(() => lessonTitle(page).isVisible()).toBe(true);
  // The lesson came in the page itself: the phone keeps it once the page has put it away.
  await expect
    .poll(() =>
      page.evaluate(async () => !!(await (await caches.open('provisoire-study-v1')).match('/api/lessons/4?lang=rw'))),
    )
    .toBe(true);
}

/** On the offline page: the whole course onto the phone, until it says it is there. */
async function downloadCourse(page: Page) {
  await page.getByRole('button', { name: 'Bika byose kuri telefoni' }).click();
  await expect
    .poll(() => page.getByText('Amasomo yose ari kuri telefoni yawe.').isVisible(), { timeout: 30_000 })
    .toBe(true);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
/** Waits until the page says there is no connection. */
const saysOffline = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByText(/^Nta murandasi/)
        .first()
        .isVisible(),
    )
    .toBe(true);
const privateKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('provisoire.') && k !== 'provisoire.offline-owner'),
  );

describe('Provisoire on a phone without data', () => {
  it('is installable: a manifest, a service worker in charge, no installability error', async () => {
    const { page } = await learner('install');
    await openWithServiceWorker(page);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      short_name: 'Provisoire',
      start_url: '/dashboard',
      display: 'standalone',
      lang: 'rw',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // The tests' browser contexts are incognito ones, where no browser installs anything.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it('offers installing once, after a first lesson, never on the first screen', async () => {
    const { page } = await learner('install-offer');
    const offer = page.getByRole('heading', { name: 'Shyira Provisoire kuri telefoni' });
    await openWithServiceWorker(page);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ahabanza' }).isVisible()).toBe(true);
    expect(await offer.count()).toBe(0);

    await openLesson4(page);
    await page.goto('/dashboard');
    await expect.poll(() => offer.isVisible()).toBe(true);
    // Without the browser's own dialog (as here), it says how.
    expect(await page.getByText('Muri Chrome: kanda utudomo dutatu').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ubutaha' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ahabanza' }).isVisible()).toBe(true);
    expect(await offer.count()).toBe(0);
  });

  it('opens a lesson read online without a connection, says it is offline, and keeps the exam for online, saying why', async () => {
    const { page } = await learner('offline-lesson');
    await openWithServiceWorker(page);
    await openLesson4(page);

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => lessonTitle(page).isVisible()).toBe(true);
    expect(await page.getByText('Nta murandasi ufite: urasoma ibiri kuri telefoni yawe.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The page about studying offline says what needs a connection; downloading waits for one.
    await page.goto('/dashboard/kuri-telefoni');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Kwiga nta murandasi' }).isVisible())
      .toBe(true);
    expect(await page.getByText('Isuzuma (ikizamini cy').isVisible()).toBe(true);

    // The exam's page says what the exam is; its start waits for a connection, and says why.
    await page.goto('/exam/instructions').catch(() => {}); // the shell answers, from the phone
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: "Amabwiriza y'isuzuma" }).isVisible())
      .toBe(true);
    const start = page.getByRole('button', { name: 'Tangira isuzuma' });
    expect(await page.getByRole('status').filter({ hasText: 'Isuzuma rikenera murandasi' }).isVisible()).toBe(true);
    expect(await start.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
  });

  it('downloads the whole course after showing its size, then opens lessons, signs, pictures and glossary offline', async () => {
    const { page } = await learner('offline-all');
    await openWithServiceWorker(page);
    await page.goto('/dashboard/kuri-telefoni');
    const size = page.getByText(/Bizatwara hafi [\d,]+ (KB|MB) bya interineti\./);
    await expect.poll(() => size.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await downloadCourse(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.context().setOffline(true);
    await page.goto('/dashboard/amasomo/11').catch(() => {}); // the shell answers, from the phone
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
    // Every picture of the lesson arrives, from the phone.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const pictures = page.locator('article img');
    expect(await pictures.count()).toBeGreaterThan(0);
    for (const img of await pictures.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await page.goto('/dashboard/ibyapa');
    await expect.poll(() => page.locator('img[src^="/media/"]').count()).toBeGreaterThan(100);
    await page.goto('/dashboard/inyito');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Inyito' }).isVisible()).toBe(true);

    // Removed, the course is gone from the phone.
    await page.context().setOffline(false);
    await page.goto('/dashboard/kuri-telefoni');
    await page.getByRole('button', { name: 'Bivane kuri telefoni' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Bika byose kuri telefoni' }).isVisible()).toBe(true);
    expect(await cacheNames(page)).not.toContain('provisoire-media-v1');
  });

  it('practises offline from the downloaded pack with the same feedback, and counts the answers once back online', async () => {
    const { page } = await learner('offline-practice');
    await openWithServiceWorker(page);
    await page.goto('/dashboard/kuri-telefoni');
    await downloadCourse(page);
    const lesson4Answers = async () =>
      (await (await page.request.get('/api/progress')).json()).lessons.find((l: { id: number }) => l.id === 4).answers;
    expect(await lesson4Answers()).toBe(0);

    await page.context().setOffline(true);
    await page.goto('/dashboard/imyitozo?isomo=4').catch(() => {});
    const choices = page.getByRole('list', { name: 'Ibisubizo' }).getByRole('button');
    for (const n of [1, 2]) {
      await expect.poll(() => page.getByRole('heading', { name: new RegExp(`^Ikibazo ${n}`) }).isVisible()).toBe(true);
      await choices.first().click();
      // The verdict, why with its article, and the lesson to read: as online.
      await expect.poll(() => page.getByText(/^(Ni byo!|Si byo\.)$/).isVisible()).toBe(true);
      expect(
        await page
          .getByText(/Ingingo ya \d+/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole('link', { name: /^Soma mu isomo/ }).isVisible()).toBe(true);
      if (n === 1) expect(await axeViolations(page)).toEqual([]);
      if (n === 1) await page.getByRole('button', { name: 'Ikurikira', exact: true }).click();
    }
    const kept = await page.evaluate(() => localStorage.getItem('provisoire.practice-answers'));
    expect(JSON.parse(kept ?? '[]')).toHaveLength(2);

    // Back online, they leave by themselves, and count once.
    await page.context().setOffline(false);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('provisoire.practice-answers'))).toBeNull();
    await expect.poll(lesson4Answers).toBe(2);
    // The same answers sent again (a phone that lost the news they had left) count nothing more.
    await page.evaluate((answers) => localStorage.setItem('provisoire.practice-answers', answers!), kept);
    await page.goto('/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('provisoire.practice-answers'))).toBeNull();
    expect(await lesson4Answers()).toBe(2);
  });

  it('locks the offline copy once the subscription the phone knows of has ended', async () => {
    const { page } = await learner('offline-ended');
    await openWithServiceWorker(page);
    await openLesson4(page);
    // Once the phone has kept the real subscription (the page's and the service worker's own requests
    // settled), it last heard of one that has ended since (its clock went past the end).
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(async () => !!(await caches.match('/api/subscription', { cacheName: 'provisoire-study-v1' }))),
      )
      .toBe(true);
    await page.evaluate(async () => {
      const cache = await caches.open('provisoire-study-v1');
      const ended = {
        subscription: {
          status: 'active',
          plan: 'trial',
          start: '2026-01-01T00:00:00Z',
          end: '2026-01-02T00:00:00Z',
          daysLeft: 0,
        },
        trialAvailable: false,
      };
      await cache.put('/api/subscription', Response.json(ended));
    });
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByText('Nta murandasi ufite').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/ifatabuguzi');
    expect(await lessonTitle(page).count()).toBe(0);
    await page.context().setOffline(false);
  });

  it('leaves nothing of a learner on the phone after sign-out: the next learner finds nothing', async () => {
    const first = await learner('shared-1', { displayName: 'Mukamana Grace' });
    const { page } = first;
    await openWithServiceWorker(page);
    await openLesson4(page);
    expect(await cacheNames(page)).toContain('provisoire-study-v1');

    const cached = (path: string) =>
      page.evaluate(
        (p) =>
          fetch(p, { cache: 'only-if-cached', mode: 'same-origin' }).then(
            (r) => r.text(),
            () => '',
          ),
        path,
      );
    expect(await cached('/api/progress')).not.toBe(''); // kept for a 304 on the next visit
    await page.getByRole('button', { name: 'Gusohoka' }).click();
    await page.waitForURL('**/login**');
    expect(await cacheNames(page)).not.toContain('provisoire-study-v1');
    expect(await privateKeys(page)).toEqual([]);
    // nor in the browser's own cache: the pages and answers kept for revisits went too (S3)
    for (const path of ['/dashboard', '/dashboard/amasomo/4', '/api/progress'])
      expect(await cached(path), path).not.toContain('Mukamana Grace');
    expect(await cached('/api/progress')).toBe('');

    // Another learner, without a subscription, on the same phone: offline, nothing of the first shows.
    const second = uniqueEmail('shared-2');
    await signUpByApi(page.request, baseUrl(), { email: second, displayName: 'Habimana Eric' });
    await page.context().clearCookies();
    await logIn(page, second);
    await page.waitForURL('**/dashboard');
    await page.context().setOffline(true);
    await page.goto('/dashboard/amasomo/4').catch(() => {});
    // Whatever this learner's phone kept or not, the page says it is offline.
    await saysOffline(page);
    expect(await lessonTitle(page).count()).toBe(0);
    expect(await page.getByText('Mukamana Grace').count()).toBe(0);
    await page.context().setOffline(false);
  });

  it('signs out offline at once, and the server ends the session once the phone is back online', async () => {
    const { page } = await learner('offline-sign-out', { displayName: 'Ingabire Diane' });
    await openWithServiceWorker(page);
    await openLesson4(page);
    const context = page.context();
    await context.setOffline(true);
    const tapped = Date.now();
    await page.getByRole('button', { name: 'Gusohoka' }).click();
    await page.waitForURL('**/login**', { timeout: 20_000 });
    expect(Date.now() - tapped).toBeLessThan(15_000); // a few seconds at most, never the network's 40
    // the sign-in page needs the network: the page says so, and nothing of the learner shows
    await saysOffline(page);
    expect(await page.getByText('Ingabire Diane').count()).toBe(0);
    expect(await cacheNames(page)).not.toContain('provisoire-study-v1');
    expect(await privateKeys(page)).toEqual([]);

    // The tab closed, offline; the next person opens the app on this phone: nobody is signed in.
    await page.close();
    const next = await context.newPage();
    await next.goto('/dashboard').catch(() => {});
    await expect.poll(() => next.locator('body').textContent(), { timeout: 20_000 }).not.toMatch(/^$/);
    expect(await next.getByText('Ingabire Diane').count()).toBe(0);
    expect(await next.getByRole('heading', { name: LESSON_4 }).count()).toBe(0);

    // Online again: the kept sign-out reaches the server before the page, which asks to sign in.
    await context.setOffline(false);
    await next.goto('/dashboard');
    await next.waitForURL('**/login**');
    expect(await (await next.request.get('/api/auth/me')).json()).toEqual({ user: null });
    expect(await next.getByText('Ingabire Diane').count()).toBe(0);
  });

  it('announces a new version and applies it whole when the learner chooses to reload', async () => {
    const { page } = await learner('new-build');
    await openWithServiceWorker(page);
    const original = readFileSync(SERVICE_WORKER, 'utf8');
    try {
      writeFileSync(SERVICE_WORKER, `${original}\n// the next build\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const reload = page.getByRole('button', { name: 'Vugurura' });
      await expect.poll(() => reload.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByText('Hari verisiyo nshya ya Provisoire.').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await expect.poll(() => page.getByText('Hari verisiyo nshya').count()).toBe(0);
    } finally {
      writeFileSync(SERVICE_WORKER, original);
    }
  });
});

// A server of its own: the test moves its clock past the free day's end.
describe('Provisoire on a phone with data again', () => {
  let server: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    server = await startAppServer({ TEST_CLOCK: 'true' });
  });
  afterAll(() => server?.stop());
  const clockBrowser = useBrowser(() => server.baseUrl);

  it("takes the server's answers over the phone's, and removes the course when the server says the plan ended", async () => {
    const page = await clockBrowser.newPage(undefined, { serviceWorkers: 'allow' });
    await signUpByApi(page.request, server.baseUrl, { email: uniqueEmail('offline-ended-online'), freeDay: true });
    await openWithServiceWorker(page);
    await page.goto('/dashboard/kuri-telefoni');
    await downloadCourse(page);
    const subscription = () =>
      page.evaluate(() =>
        fetch('/api/subscription').then((r) => r.json() as Promise<{ subscription: { status: string } }>),
      );
    expect((await subscription()).subscription.status).toBe('active');

    // Two days on, the free day has ended: online, the phone's copy of the answer is never the one used.
    const moved = await page.evaluate(() =>
      fetch('/dev/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 2 * 86_400 }),
      }).then((r) => r.status),
    );
    expect(moved).toBe(200);
    expect((await subscription()).subscription.status).toBe('expired');

    // A lesson asked for online is refused: the learner is sent to the plans, and the course leaves the phone.
    await page.goto('/dashboard/amasomo/4');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/ifatabuguzi');
    await expect.poll(() => cacheNames(page)).not.toContain('provisoire-media-v1');
    const kept = await page.evaluate(async () =>
      (await (await caches.open('provisoire-study-v1')).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(kept.filter((path) => /^\/api\/(lessons\/\d|pages\/|signs|practice\/pack)/.test(path))).toEqual([]);
  });
});
