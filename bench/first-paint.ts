// When a learner on a slow phone network first sees something: first contentful paint (FCP), largest
// contentful paint (LCP) and layout shift (CLS) of a first visit with an empty cache, under Chromium's
// network emulation (DevTools throttling), at 360 x 740. Median of 3 visits per page and profile.
// Run: npm run build && npx tsx bench/first-paint.ts. Results: docs/performance.md.
import { type BrowserContext, chromium } from 'playwright-core';
import { signUpByApi } from '../e2e/support/api-sign-up.ts';
import { startAppServer } from '../e2e/support/app-server.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';

const PROFILES = [
  { name: '400 kbps / 400 ms', down: 400, up: 400, latency: 400 },
  { name: '1.6 Mbps / 150 ms', down: 1600, up: 750, latency: 150 },
];
const PAGES = ['/', '/login', '/dashboard/amasomo', '/dashboard/amasomo/4'];
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function visit(context: BrowserContext, url: string, profile: (typeof PROFILES)[number]) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.down * 1000) / 8,
    uploadThroughput: (profile.up * 1000) / 8,
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(500);
  const marks = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; cls: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        let lcp = NaN;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ fcp, lcp, cls }), 100);
      }),
  );
  await page.close();
  return marks;
}

const server = await startAppServer();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  console.log('page                    network               FCP ms   LCP ms    CLS');
  for (const profile of PROFILES) {
    for (const path of PAGES) {
      const runs: { fcp: number; lcp: number; cls: number }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
        if (path.startsWith('/dashboard'))
          await signUpByApi(context.request, server.baseUrl, {
            email: `paint-${Date.now()}-${run}@example.rw`,
            freeDay: true,
          });
        runs.push(await visit(context, server.baseUrl + path, profile));
        await context.close();
      }
      const ms = (key: 'fcp' | 'lcp') => String(Math.round(median(runs.map((r) => r[key])))).padStart(8);
      const cls = Math.max(...runs.map((r) => r.cls)).toFixed(3);
      console.log(`${path.padEnd(24)}${profile.name.padEnd(20)}${ms('fcp')} ${ms('lcp')}  ${cls.padStart(5)}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
