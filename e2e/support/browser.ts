import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

/**
 * A resource the browser could not load (an answer 4xx or 5xx, a request while offline) is the page's
 * business, which the tests check themselves; anything else the console calls an error is a defect.
 */
const NOT_A_DEFECT = /^Failed to load resource: /;

/**
 * One Chromium per test file, a fresh context (cookies, storage) per `newPage()`, on the run's server or
 * `base`'s. A test fails when a page logged an error to the console or threw one (a hydration that fell
 * back to the client, React's #418 or #419, is one).
 */
export function useBrowser(base: () => string = baseUrl) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !NOT_A_DEFECT.test(message.text()))
        errors.push(`${page.url()}: ${message.text()}`);
    });
  };
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterEach(() => {
    const logged = errors;
    errors = [];
    expect(logged, 'errors in the browser console').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * `userAgent` stands in for another kind of device, e.g. a phone's browser. The service worker is
     * left out unless `serviceWorkers: 'allow'`: a page it serves escapes the tests' network
     * interception, and only the offline tests are about it. The browser's language is Kinyarwanda
     * unless `locale` says otherwise (its Accept-Language: the first visit follows it).
     */
    async newPage(
      viewport = { width: 360, height: 740 },
      {
        userAgent,
        serviceWorkers = 'block',
        locale = 'rw-RW',
      }: { userAgent?: string; serviceWorkers?: 'allow' | 'block'; locale?: string } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: base(),
        viewport,
        locale,
        isMobile: viewport.width < 500,
        hasTouch: viewport.width < 500,
        serviceWorkers,
        ...(userAgent && { userAgent }),
      });
      contexts.push(context);
      context.on('page', watch);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
  };
}

let n = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.rw`;
