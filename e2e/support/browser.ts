import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file, a fresh context (cookies, storage) per `newPage()`, on the run's server or `base`'s. */
export function useBrowser(base: () => string = baseUrl) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
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
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
  };
}

let n = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.rw`;
