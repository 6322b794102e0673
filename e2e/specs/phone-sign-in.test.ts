import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { codeFromOutbox } from '../support/flows.ts';

const browser = useBrowser();

let n = 0;
/** A Rwandan MTN number no other test uses. */
const uniqueNumber = () => `078${String(Date.now() * 10 + ++n).slice(-7)}`;

/** What a phone does when the learner pastes the SMS's code into the box that has focus. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Asks a sign-in code for a new number from the sign-in page; the code's page is open after it. */
async function askCode(page: Page) {
  const number = uniqueNumber();
  await page.goto('/login');
  await page.getByLabel('Nimero ya telefoni').fill(number);
  await page.getByRole('button', { name: 'Ohereza code' }).click();
  await page.waitForURL('**/auth/verify-phone?**');
  return number;
}

describe('signing in with a phone number', () => {
  it('sends a code by SMS; a wrong one is refused, the pasted right one signs in', async () => {
    const page = await browser.newPage();
    const outbox = await page.context().newPage();
    const number = await askCode(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Shyiramo code' }).isVisible()).toBe(true);
    expect(await page.title()).toMatch(/Shyiramo code/);
    // Six boxes fit a 360 px screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    const code = await codeFromOutbox(outbox, number);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Umubare wa 1 kuri 6').focus();
    await page.keyboard.type(wrong); // typing moves from box to box; the sixth digit sends it
    await expect.poll(() => page.getByText('Washyizemo code itariyo').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Ongera ugerageze').first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Umubare wa 1 kuri 6').focus();
    await paste(page, code);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Byakunze!').isVisible()).toBe(true);

    // A new number has no name yet: the profile dialog asks it, and where the learner lives.
    const dialog = page.getByRole('dialog', { name: 'Imyirondoro' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Bika' }).click();
    // Every place field says what to choose in Kinyarwanda, as its label does (no "province", "cell").
    for (const text of ['Hitamo intara.', 'Hitamo akarere.', 'Hitamo umurenge.', 'Hitamo akagari.'])
      await expect.poll(() => dialog.getByText(text, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.textContent()).not.toMatch(/province|district|sector|cell/i);
    await dialog.getByLabel('Amazina yawe').fill('Mugisha Eric');
    await dialog.getByLabel('Intara').selectOption({ label: 'Umujyi wa Kigali' });
    await dialog.getByLabel('Akarere').selectOption('Gasabo');
    // The district's sectors arrive on their own, then its cells follow the sector.
    await expect.poll(() => dialog.getByLabel('Umurenge').isEnabled()).toBe(true);
    await dialog.getByLabel('Umurenge').selectOption('Gisozi');
    await dialog.getByLabel('Akagari').selectOption('Musezero');
    await dialog.getByRole('button', { name: 'Bika' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByText('Imyirondoro yabitswe.').isVisible()).toBe(true);
    // the first full load of the home after the dialog hydrates cleanly (React's #419 was seen here)
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('greeting-name').textContent()).toBe('Mugisha Eric');

    await page.goto('/dashboard/konte');
    const profile = page.getByRole('region', { name: 'Imyirondoro' });
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`; // 078 812 3450, as everywhere
    for (const shown of ['Mugisha Eric', spaced, 'Umujyi wa Kigali', 'Gasabo', 'Gisozi', 'Musezero'])
      await expect.poll(() => profile.getByText(shown, { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('leaves the profile for later and stays signed in; it asks again at the next visit', async () => {
    const page = await browser.newPage(); // 360 x 740
    const outbox = await page.context().newPage();
    const number = await askCode(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Shyiramo code' }).isVisible()).toBe(true);
    await page.getByLabel('Umubare wa 1 kuri 6').focus();
    await paste(page, await codeFromOutbox(outbox, number));
    const dialog = page.getByRole('dialog', { name: 'Imyirondoro' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Nzabikora ubutaha' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect((await page.request.get('/api/auth/me')).ok()).toBe(true);
    expect((await (await page.request.get('/api/auth/me')).json()).user.phone).toMatch(/^\+250/);
    await page.reload(); // the same visit: not asked again
    await expect.poll(() => page.getByRole('heading', { name: 'Ahabanza' }).isVisible()).toBe(true);
    expect(await dialog.count()).toBe(0);

    const next = await page.context().newPage(); // the next visit asks again
    await next.goto('/dashboard');
    await expect.poll(() => next.getByRole('dialog', { name: 'Imyirondoro' }).isVisible()).toBe(true);
  });

  it('moves back with backspace and refuses an empty code on the spot', async () => {
    const page = await browser.newPage();
    await askCode(page);
    await page.getByRole('button', { name: 'Emeza' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Shyiramo code' }).isVisible()).toBe(true);

    await page.getByLabel('Umubare wa 1 kuri 6').focus();
    await page.keyboard.type('12');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Umubare wa 3 kuri 6');
    await page.keyboard.press('Backspace');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Umubare wa 2 kuri 6');
    expect(await page.getByLabel('Umubare wa 2 kuri 6').inputValue()).toBe('');
    expect(await page.getByLabel('Umubare wa 1 kuri 6').inputValue()).toBe('1');
    // The resend waits its minute, and says how long is left.
    expect(await page.getByRole('button', { name: /Indi code mu masegonda \d+/ }).isDisabled()).toBe(true);
  });
});
