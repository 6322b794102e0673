// Lighthouse (mobile: a mid-range phone on slow 4G, its defaults) on the landing, sign-in, a lesson, the
// exam's page and practice (its choice, and a session), signed in as a learner on the free day where the
// page needs it; performance and accessibility scores. Lighthouse is fetched by npx when this runs (not a dependency of the project).
// Run: npm run build && npx tsx bench/lighthouse.ts [--language en]: the pages in Kinyarwanda, or the landing
// and the lesson in that language (issue 41). Results: docs/performance.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'playwright-core';
import { signUpByApi } from '../e2e/support/api-sign-up.ts';
import { startAppServer } from '../e2e/support/app-server.ts';
import { findChromium } from '../e2e/support/chromium.ts';
import { progress, table } from './support.ts';

const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard/amasomo/4', signedIn: true },
  { path: '/exam/instructions', signedIn: true },
  { path: '/dashboard/imyitozo', signedIn: true },
  { path: '/dashboard/imyitozo?isomo=5', signedIn: true },
];
const at = process.argv.indexOf('--language');
const language = at > 0 ? process.argv[at + 1] : 'rw';
if (!['rw', 'en', 'fr'].includes(language ?? '')) throw new Error('--language is rw, en or fr');
// in English and French, the landing and a lesson: the pages that carry the most of each language
const PAGES = language === 'rw' ? ALL_PAGES : ALL_PAGES.filter((p) => p.path === '/' || p.path.includes('amasomo'));

const server = await startAppServer();
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  const api = await request.newContext();
  await signUpByApi(api, server.baseUrl, { email: `lighthouse-${Date.now()}@example.rw`, freeDay: true });
  // a learner who chose the language: their account's, and their browser's cookie
  const chosen = await api.put(`${server.baseUrl}/api/language`, { data: { language } });
  if (chosen.status() !== 204) throw new Error(`choosing ${language}: ${chosen.status()}`);
  const session = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const rows: string[][] = [];
  for (const { path, signedIn } of PAGES) {
    progress(`Lighthouse on ${path} in ${language}`);
    const cookie = signedIn ? session : `lang=${language}`;
    const report = join(out, 'report.json');
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        `${server.baseUrl}${path}`,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${report}`,
        '--chrome-flags=--headless --no-sandbox',
        '--quiet',
        `--extra-headers=${JSON.stringify({ cookie })}`,
      ],
      { env: { ...process.env, CHROME_PATH: findChromium() }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
    const ms = (id: string) => `${Math.round(audits[id].numericValue)} ms`;
    rows.push([
      `${path} (${language})`,
      String(Math.round(categories.performance.score * 100)),
      String(Math.round(categories.accessibility.score * 100)),
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
      audits['cumulative-layout-shift'].displayValue,
    ]);
  }
  console.log(table(['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS'], rows));
} finally {
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}
