// What a signed-in learner with a subscription downloads to open the lessons: the list on a first
// visit (empty cache), then one lesson from it, and one lesson opened straight from its address; then
// the exam, on a first visit and after the dashboard (what the exam adds to it).
// Bytes as Chromium saw them on the wire (CDP encodedDataLength), at 360 x 740, like page-weight.mjs,
// which cannot sign in. Run: npm run build && npx tsx bench/lesson-weight.ts. Results: docs/performance.md.
import { chromium, type Page } from 'playwright-core';
import { startAppServer } from '../e2e/support/app-server.ts';
import { findChromium } from '../e2e/support/chromium.ts';

type Kind = 'js' | 'css' | 'img' | 'api' | 'doc' | 'other';
const KIND_OF_TYPE: Partial<Record<string, Kind>> = { Script: 'js', Stylesheet: 'css', Image: 'img', Document: 'doc' };

async function meter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map<string, Kind>();
  let bytes: Record<Kind, number> = { js: 0, css: 0, img: 0, api: 0, doc: 0, other: 0 };
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => {
    const url = new URL(e.response.url);
    const kind = url.pathname.startsWith('/api/') ? 'api' : (KIND_OF_TYPE[e.type] ?? 'other');
    kinds.set(e.requestId, kind);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kinds.get(e.requestId);
    if (!kind) return;
    bytes[kind] += e.encodedDataLength;
    requests += 1;
  });
  return {
    take() {
      const result = { ...bytes, total: Object.values(bytes).reduce((a, b) => a + b, 0), requests };
      bytes = { js: 0, css: 0, img: 0, api: 0, doc: 0, other: 0 };
      requests = 0;
      return result;
    },
  };
}

const server = await startAppServer();
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  // A learner with the free day, signed in through the API; the browser gets only the session cookie.
  const email = `bench-${Date.now()}@example.rw`;
  const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ displayName: 'Bench Learner', email, password: 'ikizamini-cyiza-1' }),
  });
  const cookie = signUp.headers.get('set-cookie')?.split(';')[0] ?? '';
  await fetch(`${server.baseUrl}/api/subscription/trial`, {
    method: 'POST',
    headers: { cookie, origin: server.baseUrl },
  });
  const [name, value] = cookie.split('=') as [string, string];

  async function freshPage() {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    await context.addCookies([{ name, value, url: server.baseUrl }]);
    const page = await context.newPage();
    return { page, meter: await meter(page) };
  }

  const rows: [string, ReturnType<Awaited<ReturnType<typeof meter>>['take']>][] = [];
  const first = await freshPage();
  await first.page.goto(`${server.baseUrl}/dashboard/amasomo`, { waitUntil: 'networkidle' });
  rows.push(['lessons list, first visit', first.meter.take()]);
  await first.page.getByRole('link', { name: /^Fungura isomo: Imiyoborere/ }).click();
  await first.page.getByRole('heading', { level: 1, name: /^Imiyoborere/ }).waitFor();
  await first.page.waitForTimeout(500); // the pictures the lesson shows at once
  rows.push(['then lesson 4 from the list', first.meter.take()]);

  const direct = await freshPage();
  await direct.page.goto(`${server.baseUrl}/dashboard/amasomo/4`, { waitUntil: 'networkidle' });
  rows.push(['lesson 4, first visit', direct.meter.take()]);
  const signs = await freshPage();
  await signs.page.goto(`${server.baseUrl}/dashboard/ibyapa`, { waitUntil: 'networkidle' });
  rows.push(['sign library, first visit', signs.meter.take()]);

  // The exam: a first visit straight to /exam (an exam open), and what /exam adds after the dashboard.
  await fetch(`${server.baseUrl}/api/exams`, { method: 'POST', headers: { cookie, origin: server.baseUrl } });
  const exam = await freshPage();
  await exam.page.goto(`${server.baseUrl}/exam`, { waitUntil: 'networkidle' });
  rows.push(['exam (/exam), first visit', exam.meter.take()]);
  const dashboard = await freshPage();
  await dashboard.page.goto(`${server.baseUrl}/dashboard`, { waitUntil: 'networkidle' });
  rows.push(['dashboard, first visit', dashboard.meter.take()]);
  await dashboard.page.evaluate(() => {
    history.pushState(null, '', '/exam');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await dashboard.page.getByText('Ikibazo 1 kuri 20').waitFor();
  await dashboard.page.waitForLoadState('networkidle');
  rows.push(['then the exam from it', dashboard.meter.take()]);

  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log('visit                          total KB   js KB  css KB  img KB  api KB  requests');
  for (const [label, r] of rows) {
    console.log(
      `${label.padEnd(30)}${kb(r.total)} ${kb(r.js)} ${kb(r.css)} ${kb(r.img)} ${kb(r.api)}  ${String(r.requests).padStart(8)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
