// A week of study on one phone, counted on the wire: 7 days, each a visit that opens the dashboard, reads
// a lesson and practises 5 of its questions, and on day 7 takes a mock exam; the browser closed between
// days (its profile kept, as a phone's). Twice: without the service worker (the HTTP cache alone), then
// with it (issue 30). Every byte the server sends is counted by a proxy in front of it, status line and
// headers included, the service worker's own downloads too.
// Run: npm run build && npx tsx bench/week-of-study.ts. Results: docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort } from '../apps/server/src/cli/free-port.ts';
import { signUpByApi } from '../e2e/support/api-sign-up.ts';
import { startAppServer } from '../e2e/support/app-server.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { progress, table } from './support.ts';

const DAYS = 7;
const PRACTICE_QUESTIONS = 5;

/** A reverse proxy that counts what the server sends back. */
async function countingProxy(target: number, port: number) {
  let bytes = 0;
  const proxy = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const head = Object.entries(answer.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n');
        bytes += Buffer.byteLength(`HTTP/1.1 ${answer.statusCode}\r\n${head}\r\n\r\n`);
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // what the service worker fetches after the page is idle
}

async function practise(page: Page, lesson: number) {
  await page.goto(`/dashboard/imyitozo?isomo=${lesson}`);
  const choices = page.getByRole('list', { name: 'Ibisubizo' }).getByRole('button');
  for (let n = 1; n <= PRACTICE_QUESTIONS; n++) {
    await page.getByRole('heading', { name: new RegExp(`^Ikibazo ${n}`) }).waitFor();
    await choices.first().click();
    await page.getByText(/^(Ni byo!|Si byo\.)$/).waitFor();
    if (n < PRACTICE_QUESTIONS) await page.getByRole('button', { name: 'Ikurikira' }).click();
  }
}

async function mockExam(page: Page) {
  await page.goto('/exam/instructions');
  await page.getByRole('button', { name: 'Tangira isuzuma' }).click();
  await page.waitForURL('**/exam');
  for (let n = 1; n <= 20; n++) {
    await page.getByText(`Ikibazo ${n} kuri 20`).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: n < 20 ? 'Ikurikira' : 'Soza' }).click();
  }
  await page.getByRole('dialog', { name: 'Amanota yawe' }).waitFor();
}

async function week(serviceWorkers: 'allow' | 'block') {
  const appPort = await freePort();
  const proxyPort = await freePort();
  const server = await startAppServer({ PUBLIC_URL: `http://127.0.0.1:${proxyPort}` }, appPort);
  const proxy = await countingProxy(appPort, proxyPort);
  const baseURL = `http://127.0.0.1:${proxyPort}`;
  const profile = mkdtempSync(join(tmpdir(), 'phone-'));
  const days: number[] = [];
  try {
    for (let day = 1; day <= DAYS; day++) {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: findChromium(),
        args: CHROMIUM_ARGS,
        baseURL,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      if (day === 1)
        await signUpByApi(page.request, baseURL, { email: `week-${serviceWorkers}@example.rw`, freeDay: true });
      await page.goto('/dashboard');
      await settle(page);
      await page.goto(`/dashboard/amasomo/${day + 2}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await practise(page, day + 2);
      if (day === DAYS) await mockExam(page);
      await settle(page);
      await context.close();
      days.push(proxy.take());
      progress(
        `${serviceWorkers === 'allow' ? 'with' : 'without'} the service worker, day ${day}: ${(days.at(-1)! / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await proxy.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  return days;
}

const without = await week('block');
const withWorker = await week('allow');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (days: number[]) => days.reduce((a, b) => a + b, 0);
console.log(
  table(
    ['day', 'without the service worker, KB', 'with it, KB'],
    [
      ...without.map((bytes, i) => [String(i + 1), kb(bytes), kb(withWorker[i]!)]),
      ['**week**', `**${kb(sum(without))}**`, `**${kb(sum(withWorker))}**`],
    ],
  ),
);
