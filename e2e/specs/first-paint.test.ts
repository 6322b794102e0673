import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { logIn } from '../support/flows.ts';

const browser = useBrowser();

/** Holds back every script until `release()`: what shows meanwhile came from the HTML alone. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

describe('the first paint on a slow phone', () => {
  it('shows the landing with its text and buttons before any script has run, then hydrates it', async () => {
    const page = await browser.newPage();
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await heading.textContent()).toMatch(/provisoire/i);
    expect(await page.getByRole('link', { name: 'Tangira', exact: true }).first().isVisible()).toBe(true);
    // Styled from the inline stylesheet: the hero is the brand's green, not the browser's white.
    const hero = await heading.evaluate((el) => getComputedStyle(el.closest('section') ?? el).backgroundColor);
    expect(hero).not.toBe('rgba(0, 0, 0, 0)');

    // Once hydrated, the buttons work (a click before that would fall on the HTML alone).
    await release();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Fungura menu' }).click();
        return page.getByRole('dialog', { name: 'Menu nyamukuru' }).isVisible();
      })
      .toBe(true);
  });

  it('signs in with the form from the HTML before any script has run, and says why it refused', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('native');
    await signUpByApi(page.request, baseUrl(), { email });
    await page.context().clearCookies();
    const release = await holdScripts(page);
    await page.goto('/login?redirect=%2Fdashboard%2Famasomo', { waitUntil: 'commit' });
    await expect.poll(() => page.getByLabel('Imeli').isVisible()).toBe(true);
    expect(await page.title()).toBe('Injira · Provisoire');

    // The browser posts the form itself; the server sends it back with the reason.
    await logIn(page, email, 'atari ryo rwose');
    await page.waitForURL('**/login?redirect=%2Fdashboard%2Famasomo&error=invalid_credentials', {
      waitUntil: 'commit',
    });
    await release();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe("Imeli cyangwa ijambo ry'ibanga si byo.");

    // Still before any script: the right password goes on to the page asked for, its list in the HTML.
    const held = await holdScripts(page);
    await page.goto('/login?redirect=%2Fdashboard%2Famasomo', { waitUntil: 'commit' });
    await expect.poll(() => page.getByLabel('Imeli').isVisible()).toBe(true);
    await logIn(page, email);
    await page.waitForURL('**/dashboard/amasomo', { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('heading', { name: 'Amasomo yose' }).isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(13);
    await held();
  });

  it("starts the exam from its page's form before any script has run", async () => {
    const page = await browser.newPage();
    await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('native-exam') });
    const release = await holdScripts(page);
    await page.goto('/exam/instructions', { waitUntil: 'commit' });
    const start = page.getByRole('button', { name: 'Tangira isuzuma' });
    await expect.poll(() => start.isVisible()).toBe(true);
    await start.click();
    await page.waitForURL('**/exam', { waitUntil: 'commit' });
    expect((await page.request.get('/api/exams/current')).status()).toBe(200);
    await release();
    await expect.poll(() => page.getByText('Ikibazo 1 kuri 20').isVisible()).toBe(true);
  });

  it('shows a loading shell, never a blank page, on the pages not rendered with their data', async () => {
    const page = await browser.newPage();
    await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('paint'), freeDay: true });
    const release = await holdScripts(page);
    await page.goto('/dashboard/ibyapa', { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Birimo gufunguka…');
    expect(await page.locator('[aria-busy="true"]').isVisible()).toBe(true);
    await release();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Isomero ry'ibyapa");
  });

  it('sends a signed-out visitor of the dashboard to sign in without loading any of the app', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard/ifatabuguzi');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/login?redirect=%2Fdashboard%2Fifatabuguzi',
    );
    expect(scripts.filter((path) => /dashboard|subscription/.test(path))).toEqual([]);
  });
});
