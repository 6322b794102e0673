import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { codeFromOutbox, linkFromOutbox } from '../support/flows.ts';

const browser = useBrowser();

let n = 0;
const uniqueNumber = () => `072${String(Date.now() * 10 + ++n).slice(-7)}`;

describe('adding a way in on the account page', () => {
  it('an e-mail account adds a phone number with the code sent to it', async () => {
    const page = await browser.newPage();
    const outbox = await page.context().newPage();
    await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('add-phone') });
    await page.goto('/dashboard/konte');
    // No subscription yet: the page says so, with the way to one.
    const banner = page.getByRole('link', { name: 'Gura ifatabuguzi' });
    await expect.poll(() => banner.getAttribute('href')).toBe('/dashboard/ifatabuguzi');
    expect(await page.getByRole('link', { name: 'Reba ibiciro' }).count()).toBe(0); // the promo card does not repeat it

    await page.getByRole('button', { name: 'Ongeraho nimero ya telefoni' }).click();
    const number = uniqueNumber();
    await page.getByLabel('Nimero ya telefoni').fill(number);
    await page.getByRole('button', { name: 'Ohereza code' }).click();
    await expect.poll(() => page.getByLabel('Umubare wa 1 kuri 6').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    const code = await codeFromOutbox(outbox, number);
    await page.getByLabel('Umubare wa 1 kuri 6').focus();
    await page.keyboard.type(code);
    await expect.poll(() => page.getByText('Nimero yawe yongewe kuri konti.').isVisible()).toBe(true);
    const profile = page.getByRole('region', { name: 'Imyirondoro' });
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`; // as every screen writes it
    await expect.poll(() => profile.getByText(spaced).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ongeraho nimero ya telefoni' }).count()).toBe(0);
  });

  it('a phone account adds an e-mail address, which joins once its link is opened', async () => {
    const page = await browser.newPage();
    const outbox = await page.context().newPage();
    const number = uniqueNumber();
    const headers = { origin: baseUrl() };
    const sent = await page.request.post('/api/auth/phone/code', { headers, data: { phone: number } });
    const { verificationId } = await sent.json();
    const code = await codeFromOutbox(outbox, number);
    await page.request.post('/api/auth/phone/verify', { headers, data: { verificationId, code } });
    await page.request.put('/api/account/profile', {
      headers,
      data: { displayName: 'Mugisha Eric', province: 'Kigali', district: 'Gasabo', sector: 'Remera', cell: 'Rukiri I' },
    });

    await page.goto('/dashboard/konte');
    // No password to change on a phone account; no e-mail yet to set one by.
    await expect
      .poll(() => page.getByText("Konti yawe nta jambo ry'ibanga ifite", { exact: false }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Ongeraho imeli' }).click();
    const email = uniqueEmail('added');
    await page.getByLabel('Imeli', { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Ohereza link' }).click();
    await expect.poll(() => page.getByText('Imeli ntabwo yemewe.').isVisible()).toBe(true);
    await page.getByLabel('Imeli', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Ohereza link' }).click();
    await expect.poll(() => page.getByRole('status').getByText(`Twohereje link kuri ${email}`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(await linkFromOutbox(outbox, email, /imeli nshya/));
    await expect.poll(() => page.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
    await page.goto('/dashboard/konte');
    const profile = page.getByRole('region', { name: 'Imyirondoro' });
    await expect.poll(() => profile.getByText(email).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: "Shyiraho ijambo ry'ibanga" }).isVisible()).toBe(true);
  });
});
