// What a phone downloads on a first visit to each page, measured on the production build with
// ../shared/tools/page-weight.mjs (Chromium at 360 x 740). Run: npm run build && npx tsx bench/page-weight.ts
// Budget for "/": 120 KB in all, 100 KB of compressed JS. Results are written down in docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../e2e/support/app-server.ts';

const TOOL = fileURLToPath(new URL('../../shared/tools/page-weight.mjs', import.meta.url));
const PAGES = ['/', '/login', '/user-sign-up', '/school-sign-up', '/register', '/about', '/forgot-password'];
const BUDGET = { total: 120 * 1024, js: 100 * 1024 };

if (!existsSync(TOOL)) throw new Error(`page-weight tool not found at ${TOOL}`);
const server = await startAppServer();
try {
  const out = execFileSync(process.execPath, [TOOL, ...PAGES.map((p) => server.baseUrl + p)], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  console.log('page                 total KB   js KB  css KB  doc KB  requests');
  for (const line of out.trim().split('\n')) {
    const r = JSON.parse(line);
    const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
    const path = new URL(r.url).pathname.padEnd(20);
    console.log(`${path}${kb(r.total)} ${kb(r.js)} ${kb(r.css)} ${kb(r.doc)}  ${String(r.requests).padStart(8)}`);
    if (new URL(r.url).pathname === '/' && (r.total > BUDGET.total || r.js > BUDGET.js)) {
      console.log(`  over budget: ${BUDGET.total / 1024} KB in all, ${BUDGET.js / 1024} KB of JS`);
      process.exitCode = 1;
    }
  }
} finally {
  await server.stop();
}
