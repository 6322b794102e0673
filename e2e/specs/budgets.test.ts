import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';

// What a phone downloads, on the wire (compressed bodies and headers, as Chromium counts them), from
// the production build. The figures behind these budgets are in docs/performance.md.
const KB = 1024;
const BUDGET = { publicPage: 120 * KB, dashboardPage: 135 * KB, warmRevisit: 5 * KB };
const PUBLIC_PAGES = ['/', '/about', '/login', '/register', '/user-sign-up', '/school-sign-up', '/forgot-password'];
const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/amasomo',
  '/dashboard/amasomo/4',
  '/dashboard/ibyapa',
  '/dashboard/inyito',
  '/dashboard/imibare',
  '/dashboard/ifatabuguzi',
  '/dashboard/konte',
  '/dashboard/isuzuma',
  '/dashboard/imyitozo',
  '/dashboard/imyitozo/amakosa',
  '/dashboard/imyitozo/amahirwe',
  '/exam/instructions',
];

const browser = useBrowser();

/**
 * Counts the bytes that cross the network from now on: the page's own requests and, with `worker`, its
 * service worker's too (what the worker answers from its caches moves nothing and counts nothing).
 */
function meter(page: Page, { worker }: { worker: boolean }) {
  const pending: Array<Promise<number>> = [];
  page.context().on('requestfinished', (request) => {
    const byWorker = request.serviceWorker() !== null;
    if (byWorker && !worker) return;
    pending.push(
      (async () => {
        if (!byWorker && (await request.response())?.fromServiceWorker()) return 0;
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        return Math.max(0, responseBodySize + responseHeadersSize); // a cache hit reports minus its headers
      })(),
    );
  });
  return {
    async take() {
      const sizes = await Promise.all(pending.splice(0));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}

/** Opens a page and waits until it has shown its content (nothing loading any more). */
async function open(page: Page, path: string, how: 'goto' | 'reload' = 'goto') {
  if (how === 'goto') await page.goto(path, { waitUntil: 'networkidle' });
  else await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('[aria-busy="true"], [role="progressbar"]').count()).toBe(0);
  await page.waitForLoadState('networkidle');
}

/** A learner on the free day, the service worker on as on their phone (its registration counts in the page's bytes). */
async function signedInPage() {
  const page = await browser.newPage(undefined, { serviceWorkers: 'allow' });
  await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('budget'), freeDay: true });
  return page;
}

describe('page weight budgets', () => {
  it.each(PUBLIC_PAGES)('a first visit to %s moves at most 120 KB, a warm revisit at most 5 KB', async (path) => {
    const page = await browser.newPage();
    const bytes = meter(page, { worker: false });
    await open(page, path);
    expect(await bytes.take()).toBeLessThanOrEqual(BUDGET.publicPage);
    await open(page, path, 'reload');
    expect(await bytes.take()).toBeLessThanOrEqual(BUDGET.warmRevisit);
  });

  it.each(DASHBOARD_PAGES)('a first visit to %s moves at most 135 KB, a warm revisit at most 5 KB', async (path) => {
    const page = await signedInPage();
    // The first visit: the page's own bytes (the worker's download of the app for offline use follows
    // in the background; bench/week-of-study.ts weighs it).
    const firstVisit = meter(page, { worker: false });
    await open(page, path);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await firstVisit.take()).toBeLessThanOrEqual(BUDGET.dashboardPage);
    // The revisit, as on the phone: the worker in charge, and what it fetches counted with the page's.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const revisit = meter(page, { worker: true });
    await open(page, path, 'reload');
    expect(await revisit.take()).toBeLessThanOrEqual(BUDGET.warmRevisit);
  });
});
