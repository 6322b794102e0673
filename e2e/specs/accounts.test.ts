import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { linkFromOutbox, logIn, PASSWORD, signUp } from '../support/flows.ts';

const browser = useBrowser();

describe('an e-mail account', () => {
  it('signs up, verifies from the mailed link, signs out, and signs in back to the page first asked for', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('alice');
    await signUp(page, email, 'Mukamana Alice');
    await expect
      .poll(() => page.getByText('Kwiyandikisha byagenze neza, reba Imeli twakohereje').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('banner').getByText('Mukamana Alice').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Emeza imeli yawe').isVisible()).toBe(true);

    await page.goto(await linkFromOutbox(page, email, /Emeza imeli/));
    await expect.poll(() => page.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Komeza' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('banner').getByText('Mukamana Alice').isVisible()).toBe(true);
    expect(await page.getByText('Emeza imeli yawe').count()).toBe(0);

    await page.getByRole('button', { name: 'Gusohoka' }).first().click();
    await page.waitForURL('**/login');

    await page.goto('/dashboard/konte');
    await page.waitForURL('**/login?redirect=%2Fdashboard%2Fkonte');
    await logIn(page, email);
    await page.waitForURL('**/dashboard/konte');
    await expect.poll(() => page.getByRole('heading', { name: 'Konte Yanjye' }).isVisible()).toBe(true);
  });

  it('tells a newcomer sent to sign in why, and lands them on the page they wanted after signing up', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard/ibyapa');
    await page.waitForURL('**/login?redirect=%2Fdashboard%2Fibyapa');
    await expect.poll(() => page.getByText('Iyo paji isaba konti.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Fungura konti nshya' }).click();
    await page.waitForURL('**/register?redirect=%2Fdashboard%2Fibyapa');
    await page.getByRole('link', { name: /Konti isanzwe/ }).click();
    await page.waitForURL('**/user-sign-up?redirect=%2Fdashboard%2Fibyapa');
    await page.getByLabel('Amazina yawe').fill('Uwera Grace');
    await page.getByLabel('Imeli').fill(uniqueEmail('newcomer'));
    await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iyandikishe' }).click();
    await page.waitForURL('**/dashboard/ibyapa');
  });

  it('follows only paths of this site after signing in', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('bob');
    await signUp(page, email);
    await page.context().clearCookies();
    await page.goto('/login?redirect=https://elsewhere.example/steal');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
  });

  it('shows the spec messages for a used e-mail and a wrong password, and changes nothing', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('carine');
    await signUp(page, email);
    await page.context().clearCookies();

    await page.goto('/user-sign-up');
    await page.getByLabel('Amazina yawe').fill('Undi Muntu');
    await page.getByLabel('Imeli').fill(email);
    await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iyandikishe' }).click();
    await expect.poll(() => page.getByText('Imeli mwatanze yarakoreshejwe').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/user-sign-up');

    await page.goto('/login');
    await logIn(page, email, 'not-the-password');
    await expect.poll(() => page.getByText("Imeli cyangwa ijambo ry'ibanga si byo.").isVisible()).toBe(true);
    await logIn(page, email);
    await page.waitForURL('**/dashboard');
  });

  it('checks the form before sending it', async () => {
    const page = await browser.newPage();
    await page.goto('/user-sign-up');
    await page.getByLabel('Imeli').fill('not-an-email');
    await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Iyandikishe' }).click();
    await expect.poll(() => page.getByText('Ntabwo washyizemo amazina yanyu.').isVisible()).toBe(true);
    expect(await page.getByText('Imeli ntabwo yemewe.').isVisible()).toBe(true);
    expect(await page.getByText("Ijambo ry'ibanga rigomba kugira byibura uburebure bungana na 8").isVisible()).toBe(
      true,
    );
  });
});
