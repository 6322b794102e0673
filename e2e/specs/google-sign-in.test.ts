import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('signing in with Google', () => {
  it("'Komeza na Google' goes to the provider and back, signed in, to the page asked for", async () => {
    const page = await browser.newPage();
    await page.goto('/login?redirect=%2Fdashboard%2Fkonte');
    const button = page.getByRole('link', { name: 'Komeza na Google' });
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await button.click();

    // The local OpenID provider's own sign-in page, standing in for Google's.
    const login = `umunyeshuri-${Date.now()}`;
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await page.waitForURL('**/dashboard/konte');
    // The account page shows the name and the verified e-mail Google gave.
    const profile = page.getByRole('region', { name: 'Imyirondoro' });
    await expect.poll(() => profile.locator('dd').first().textContent()).toBe('Google User');
    await expect.poll(() => profile.getByText(`${login}@gmail.test`).isVisible()).toBe(true);
  });

  it('says why a sign-in with Google came back without the account', async () => {
    const page = await browser.newPage();
    await page.goto('/login?google=cancelled');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Kwinjira na Google byahagaritswe. Ongera ugerageze, cyangwa ukoreshe indi nzira.');
    expect(await axeViolations(page)).toEqual([]);
  });
});
