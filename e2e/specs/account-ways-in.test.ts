import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { codeFromOutbox } from '../support/flows.ts';

const browser = useBrowser();

let n = 0;
const uniqueNumber = () => `073${String(Date.now() * 10 + ++n).slice(-7)}`;

describe('the ways into an account, on the account page at 360 px', () => {
  it('shows the number beside the password, and removes it after asking', async () => {
    const page = await browser.newPage();
    const outbox = await page.context().newPage();
    await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('ways-in') });
    const number = uniqueNumber();
    const headers = { origin: baseUrl() };
    const sent = await page.request.post('/api/account/phone/code', { headers, data: { phone: number } });
    const { verificationId } = await sent.json();
    const code = await codeFromOutbox(outbox, number);
    const added = await page.request.post('/api/account/phone/verify', { headers, data: { verificationId, code } });
    expect(added.status()).toBe(200);

    await page.goto('/dashboard/konte');
    const profile = page.getByRole('region', { name: 'Imyirondoro' });
    const phone = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`; // as every screen writes it
    await expect.poll(() => profile.getByText(phone).isVisible()).toBe(true);
    expect(await profile.getByRole('button', { name: 'Kuraho Google' }).count()).toBe(0); // none linked

    await profile.getByRole('button', { name: 'Kuraho nimero' }).click();
    const question = profile.getByText(`Gukuraho nimero ${phone} kuri konti yawe?`);
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await profile.getByRole('button', { name: 'Yego, kuraho' }).click();

    await expect.poll(() => page.getByText('Nimero yakuwe kuri konti yawe.').isVisible()).toBe(true);
    await expect.poll(() => profile.getByText(phone).count()).toBe(0);
    // The password is now the only way in: nothing left to remove; adding a number is offered again.
    expect(await profile.getByRole('button', { name: /^Kuraho/ }).count()).toBe(0);
    await expect
      .poll(() => profile.getByRole('button', { name: 'Ongeraho nimero ya telefoni' }).isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect.poll(() => profile.getByText('Imeli', { exact: true }).isVisible()).toBe(true);
    expect(await profile.getByText(phone).count()).toBe(0);
  });

  it('shows the Google link, which stays while it is the only way in', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/google?redirect=%2Fdashboard%2Fkonte');
    await page.locator('input[name="login"]').fill(`inzira-${Date.now()}`);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL('**/dashboard/konte');

    // Back on PUBLIC_URL, where Google returns: this page, not the test's own address, is signed in.
    const profile = page.getByRole('region', { name: 'Imyirondoro' });
    await expect.poll(() => profile.getByText('Irahujwe').isVisible()).toBe(true);
    expect(await profile.getByRole('button', { name: 'Kuraho Google' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
