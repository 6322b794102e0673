import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { linkFromOutbox, logIn, signUp } from '../support/flows.ts';

const browser = useBrowser();

describe('password reset', () => {
  it('mails a link that sets a new password and signs in with it; the link works once', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('reset');
    await signUp(page, email);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: "Wibagiwe ijambo ry'ibanga?" }).click();
    await expect.poll(() => page.getByRole('heading', { name: "Hindura ijambo ry'ibanga" }).isVisible()).toBe(true);
    await page.getByLabel('Shyiramo email yawe').fill(email);
    await page.getByRole('button', { name: 'Ohereza' }).click();
    await expect.poll(() => page.getByText('Byakunze, reba emeli twakohereje!').isVisible()).toBe(true);

    const link = await linkFromOutbox(page, email, /ijambo ry'ibanga/);
    await page.goto(link);
    await page.getByLabel("Ijambo ry'ibanga rishya", { exact: true }).fill('ijambo-rishya-2026');
    await page.getByRole('button', { name: 'Bika' }).click();
    // signed in with the new password at once, not sent to type it again
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByText("Ijambo ry'ibanga ryahinduwe, kandi winjiye ukoresheje irishya.").isVisible())
      .toBe(true);

    // and it is the password from now on
    expect(await page.getByRole('region', { name: 'Kwemeza imeli' }).count()).toBe(0); // the link proved it
    await page.context().clearCookies();
    await page.goto('/login');
    await logIn(page, email, 'ijambo-rishya-2026');
    await page.waitForURL('**/dashboard');

    await page.goto(link);
    await page.getByLabel("Ijambo ry'ibanga rishya", { exact: true }).fill('ikindi-gishya-2026');
    await page.getByRole('button', { name: 'Bika' }).click();
    await expect
      .poll(() => page.getByText('Iyi link ntigikora cyangwa yarangije igihe. Saba indi.').isVisible())
      .toBe(true);
  });

  it('answers the same for an address with no account', async () => {
    const page = await browser.newPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Shyiramo email yawe').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Ohereza' }).click();
    await expect.poll(() => page.getByText('Byakunze, reba emeli twakohereje!').isVisible()).toBe(true);
  });
});
