// When a learner on a slow phone network first sees something: first contentful paint (FCP), largest
// contentful paint (LCP) and layout shift (CLS) of a first visit with an empty cache, under Chromium's
// network emulation (DevTools throttling) and, in two profiles, a CPU 4x slower, at 360 x 740. Median of
// 3 visits per page and profile. Then the sign-in form: typed and sent the moment it shows, how long
// until the dashboard's heading shows (the form posts itself before the page's script has run).
// Run: npm run build && npx tsx bench/first-paint.ts. Results: docs/performance.md.
import { type BrowserContext, chromium } from 'playwright-core';
import { PASSWORD, signUpByApi } from '../e2e/support/api-sign-up.ts';
import { startAppServer } from '../e2e/support/app-server.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';

const PROFILES = [
  { name: '400 kbps / 400 ms', down: 400, up: 400, latency: 400, cpu: 1 },
  { name: '1.6 Mbps / 150 ms', down: 1600, up: 750, latency: 150, cpu: 1 },
  { name: '400 kbps / 400 ms, CPU/4', down: 400, up: 400, latency: 400, cpu: 4 },
  { name: '1.6 Mbps / 150 ms, CPU/4', down: 1600, up: 750, latency: 150, cpu: 4 },
];
const PAGES = ['/', '/login', '/dashboard', '/dashboard/amasomo', '/dashboard/amasomo/4'];
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A new page under the profile's network and CPU, with an empty cache. */
async function throttledPage(context: BrowserContext, profile: (typeof PROFILES)[number]) {
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return page;
}

/** Milliseconds from sending the sign-in form the moment it shows to the dashboard's heading. */
async function signIn(context: BrowserContext, baseUrl: string, profile: (typeof PROFILES)[number], email: string) {
  const page = await throttledPage(context, profile);
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit', timeout: 120_000 });
  await page.getByLabel('Imeli').waitFor({ timeout: 120_000 });
  const shown = Date.now();
  await page.getByLabel('Imeli').fill(email);
  await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Injira', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Ahabanza' }).waitFor({ timeout: 120_000 });
  const ms = Date.now() - shown;
  await page.close();
  return ms;
}

async function visit(context: BrowserContext, url: string, profile: (typeof PROFILES)[number]) {
  const page = await throttledPage(context, profile);
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
  console.log('page                    network                     FCP ms   LCP ms    CLS');
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
      console.log(`${path.padEnd(24)}${profile.name.padEnd(26)}${ms('fcp')} ${ms('lcp')}  ${cls.padStart(5)}`);
    }
  }
  console.log('\nsign-in form sent as soon as it shows → dashboard heading');
  for (const profile of PROFILES) {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
      const email = `signin-${Date.now()}-${run}@example.rw`;
      await signUpByApi(context.request, server.baseUrl, { email });
      await context.clearCookies();
      runs.push(await signIn(context, server.baseUrl, profile, email));
      await context.close();
    }
    console.log(`${profile.name.padEnd(26)}${String(median(runs)).padStart(8)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}
