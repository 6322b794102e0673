import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildSchoolSignUp } from '../../apps/server/test/school-sign-up-input.ts';
import { PASSWORD, signUpByApi } from '../support/api-sign-up.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { linkFromOutbox } from '../support/flows.ts';
import { BUDGET_ADMIN_EMAIL } from '../support/global-setup.ts';
import { LEARNER_PAGES } from '../support/learner-pages.ts';

// What a phone downloads, on the wire (compressed bodies and headers, as Chromium counts them), from
// the production build. The figures behind these budgets are in docs/performance.md.
const KB = 1024;
const BUDGET = { publicPage: 120 * KB, dashboardPage: 140 * KB, adminHome: 150 * KB, warmRevisit: 5 * KB };
const PUBLIC_PAGES = ['/', '/about', '/login', '/register', '/user-sign-up', '/school-sign-up', '/forgot-password'];

/** Each language's browser (issue 41): its pages come from its own build, weighed alike. */
const LOCALES = [
  ['Kinyarwanda', 'rw-RW'],
  ['English', 'en-GB'],
  ['French', 'fr-FR'],
] as const;

/** A school's pages, signed in as a school waiting for approval (what every new school sees first). */
const SCHOOL_PAGES = ['/dashboard', '/dashboard/konte'];

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

/**
 * A learner on the free day, the service worker on as on their phone (its registration counts in the page's
 * bytes); with `history`, after a dozen practice answers, whose figures (readiness, mastery) the home and
 * the lessons list show and which move with time.
 */
async function signedInPage(locale = 'rw-RW', history = false) {
  const page = await browser.newPage(undefined, { serviceWorkers: 'allow', locale });
  await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('budget'), freeDay: true });
  for (let i = 0; history && i < 12; i++) {
    const next = await page.request.get(`${baseUrl()}/api/practice/next?lesson=5`);
    const { question } = await next.json();
    const answered = await page.request.post(`${baseUrl()}/api/practice/answers`, {
      headers: { origin: baseUrl() },
      data: { questionId: question.id, choice: 0, requestId: crypto.randomUUID() },
    });
    expect(answered.status()).toBe(200);
  }
  return page;
}

/** A driving school just signed up, the service worker on. */
async function schoolPage() {
  const page = await browser.newPage(undefined, { serviceWorkers: 'allow' });
  const made = await page.request.post(`${baseUrl()}/api/schools`, {
    headers: { origin: baseUrl() },
    data: buildSchoolSignUp({ email: uniqueEmail('ishuri-ingano'), password: PASSWORD }),
  });
  expect(made.status()).toBe(201);
  return page;
}

/** The admin (BUDGET_ADMIN_EMAIL), made an admin by opening the link mailed to it. */
async function adminPage() {
  const page = await browser.newPage(undefined, { serviceWorkers: 'allow' });
  await signUpByApi(page.request, baseUrl(), { email: BUDGET_ADMIN_EMAIL });
  const outbox = await page.context().newPage();
  const link = await linkFromOutbox(outbox, BUDGET_ADMIN_EMAIL, /Emeza imeli/);
  await outbox.close();
  const token = new URL(link, baseUrl()).searchParams.get('token');
  const verified = await page.request.post(`${baseUrl()}/api/auth/verify-email`, {
    headers: { origin: baseUrl() },
    data: { token },
  });
  expect(verified.status()).toBe(204);
  return page;
}

/** A first visit and a warm revisit of `path` on `page`, weighed as a learner's dashboard pages are. */
async function weigh(page: Page, path: string, firstBudget: number) {
  const firstVisit = meter(page, { worker: false });
  await open(page, path);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await firstVisit.take()).toBeLessThanOrEqual(firstBudget);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const revisit = meter(page, { worker: true });
  await open(page, path, 'reload');
  expect(await revisit.take()).toBeLessThanOrEqual(BUDGET.warmRevisit);
}

describe.each(LOCALES)('page weight budgets in %s', (_, locale) => {
  it.each(PUBLIC_PAGES)('a first visit to %s moves at most 120 KB, a warm revisit at most 5 KB', async (path) => {
    const page = await browser.newPage(undefined, { locale });
    const bytes = meter(page, { worker: false });
    await open(page, path);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
    expect(await bytes.take()).toBeLessThanOrEqual(BUDGET.publicPage);
    await open(page, path, 'reload');
    expect(await bytes.take()).toBeLessThanOrEqual(BUDGET.warmRevisit);
  });

  // The first visit: the page's own bytes (the worker's download of the app for offline use follows in
  // the background; bench/week-of-study.ts weighs it). The revisit, as on the phone: the worker in charge,
  // and what it fetches counted with the page's.
  it.each(LEARNER_PAGES)('a first visit to %s moves at most 140 KB, a warm revisit at most 5 KB', async (path) => {
    // The home and the lessons list carry the learner's figures: weighed with some (issue 47).
    const history = path === '/dashboard' || path === '/dashboard/amasomo';
    await weigh(await signedInPage(locale, history), path, BUDGET.dashboardPage);
  });
});

describe('page weight budgets of the other roles', () => {
  it.each(SCHOOL_PAGES)(
    "a school's first visit to %s moves at most 140 KB, a warm revisit at most 5 KB",
    async (path) => {
      await weigh(await schoolPage(), path, BUDGET.dashboardPage);
    },
  );

  // The admin's home draws two charts (the panel and its chart library, 21 KB) on a dashboard page; like a
  // school's, it downloads none of a learner's home (each role's home is its own code).
  it("the admin's first visit to /dashboard moves at most 150 KB, a warm revisit at most 5 KB", async () => {
    await weigh(await adminPage(), '/dashboard', BUDGET.adminHome);
  });
});
