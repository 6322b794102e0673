import { describe, expect, it } from 'vitest';
import { buildSchoolSignUp } from '../../apps/server/test/school-sign-up-input.ts';
import { PASSWORD } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe("a school's Konte at 360 px", () => {
  it('shows the phone and the place the school gave at sign-up, written as everywhere else', async () => {
    const page = await browser.newPage();
    const name = `Auto Ecole Konte ${Date.now().toString(36)}`;
    const email = uniqueEmail('ishuri-konte');
    const signedUp = await page.request.post('/api/schools', {
      headers: { origin: baseUrl() },
      data: buildSchoolSignUp({
        ...{ name, email, password: PASSWORD, phone: '+250788123456' },
        ...{ province: 'South', district: 'Huye', sector: 'Ngoma' },
      }),
    });
    expect(signedUp.status()).toBe(201);

    await page.goto('/dashboard/konte');
    const profile = page.getByRole('region', { name: 'Imyirondoro' });
    for (const shown of [name, '078 812 3456', email, "Intara y'Amajyepfo", 'Huye', 'Ngoma'])
      await expect.poll(() => profile.getByText(shown, { exact: true }).isVisible(), { message: shown }).toBe(true);
    const text = (await profile.textContent()) ?? '';
    expect(text).not.toContain('Nta na kimwe');
    expect(text).not.toContain('Ntiwari washyiramo aho utuye');
    expect(text).not.toContain('Akagari'); // a school gives no cell
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
});
