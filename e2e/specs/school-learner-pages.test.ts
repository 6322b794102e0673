import { describe, expect, it } from 'vitest';
import { buildSchoolSignUp } from '../../apps/server/test/school-sign-up-input.ts';
import { PASSWORD } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

// Every page a learner studies or is tested on, as a school might type it.
const LEARNER_PAGES = [
  '/dashboard/amasomo',
  '/dashboard/amasomo/4',
  '/dashboard/ibyapa',
  '/dashboard/inyito',
  '/dashboard/imibare',
  '/dashboard/imyitozo',
  '/dashboard/imyitozo/amakosa',
  '/dashboard/isuzuma',
  '/dashboard/isuzuma/00000000-0000-4000-8000-000000000000',
  '/dashboard/ifatabuguzi',
  '/exam',
  '/exam/instructions',
  '/exam/results',
];

describe('a driving school at 360 px', () => {
  it('is sent home with a clear message from every learner page it types', async () => {
    const page = await browser.newPage();
    const name = `Auto Ecole Inzira ${Date.now().toString(36)}`;
    const signUp = await page.request.post(`${baseUrl()}/api/schools`, {
      headers: { origin: baseUrl() },
      data: buildSchoolSignUp({
        ...{ name, email: uniqueEmail('ishuri-inzira'), password: PASSWORD },
        ...{ phone: '0788123457', tin: '123456780' },
      }),
    });
    expect(signUp.status()).toBe(201);

    const home = page.getByRole('heading', { level: 1, name });
    const message = page.getByRole('alert').filter({ hasText: "Ibi ni iby'abanyeshuri" });
    for (const path of LEARNER_PAGES) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expect.poll(() => home.isVisible(), { message: path }).toBe(true);
      await expect.poll(() => message.isVisible(), { message: path }).toBe(true);
      expect(await page.getByRole('link', { name: 'Isuzume' }).count(), path).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Inside the app too: its own pages stay open, and its account.
    await page.goto('/dashboard/konte');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Konte Yanjye' }).isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/dashboard\/konte$/);
  });
});
