import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, useBrowser } from '../support/browser.ts';
import { codeFromOutbox, linkFromOutbox } from '../support/flows.ts';
import { WORDS_ADMIN_EMAIL } from '../support/global-setup.ts';

const browser = useBrowser();
const headers = () => ({ origin: baseUrl() });

/** A learner by phone, with a place in the South, who tried to pay with Airtel and was refused. */
async function refusedPhoneLearner(page: Page) {
  const number = `078${String(Date.now()).slice(-7)}`;
  const sent = await (
    await page.request.post('/api/auth/phone/code', { headers: headers(), data: { phone: number } })
  ).json();
  const outbox = await page.context().newPage();
  const code = await codeFromOutbox(outbox, number);
  await outbox.close();
  const verified = await page.request.post('/api/auth/phone/verify', {
    headers: headers(),
    data: { verificationId: sent.verificationId, code },
  });
  expect(verified.status()).toBe(200);
  const name = `Mukeshimana ${Date.now().toString(36)}`;
  const profile = await page.request.put('/api/account/profile', {
    headers: headers(),
    data: { displayName: name, province: 'South', district: 'Huye', sector: 'Karama', cell: 'Bunazi' },
  });
  expect(profile.status()).toBe(200);
  // The Airtel simulator's number for "Refused by the subscriber".
  const paid = await page.request.post('/api/payments', {
    headers: headers(),
    data: { plan: 'daily', method: 'airtel', phone: '0730000002', requestId: randomUUID() },
  });
  expect(paid.status()).toBe(201);
  await page.context().clearCookies();
  return { name, number };
}

/** Every label the page's canvases drew (the charts' axes), recorded as they are drawn. */
function recordCanvasTexts(page: Page) {
  return page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawn.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });
}

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Fungura menu' }).click();
  await page.getByRole('dialog', { name: 'Menu nyamukuru' }).getByRole('link', { name: item, exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: item, level: 1 }).isVisible()).toBe(true);
}

describe("the admin's pages speak Kinyarwanda, write days DD/MM and numbers one way", () => {
  it('province, phone, a provider refusal, chart days and the avatar, at 360 px and on a desktop', async () => {
    const page = await browser.newPage();
    const learner = await refusedPhoneLearner(page);
    const spaced = `${learner.number.slice(0, 3)} ${learner.number.slice(3, 6)} ${learner.number.slice(6)}`;

    // An admin whose name starts with A: white initials on the amber avatar.
    await signUpByApi(page.request, baseUrl(), { email: WORDS_ADMIN_EMAIL, displayName: 'Amahoro Umuyobozi' });
    await page.goto(await linkFromOutbox(page, WORDS_ADMIN_EMAIL, /Emeza imeli/));
    await expect.poll(() => page.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);

    await recordCanvasTexts(page);
    await page.goto('/dashboard');
    await expect.poll(() => page.locator('canvas').count()).toBe(2);
    // The charts' days, day first: some day is past the 12th (a month never is).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts.join(' ')))
      .toMatch(/\d\d\/\d\d/);
    const days = (await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts)).filter((t) =>
      /^\d{1,2}\/\d{1,2}$/.test(t),
    );
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const day of days) expect(day).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])$/);
    expect(days.some((day) => Number(day.slice(0, 2)) > 12)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The avatar sits in the menu: opened on a phone, it passes axe's contrast check too.
    await page.getByRole('button', { name: 'Fungura menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu nyamukuru' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // "Ibigo" has its own icon, not the house of "Ahabanza".
    const iconOf = (item: string) => menu.getByRole('link', { name: item, exact: true }).locator('svg').innerHTML();
    expect(await iconOf('Ibigo')).not.toBe(await iconOf('Ahabanza'));
    await page.keyboard.press('Escape');

    await openFromMenu(page, 'Abantu');
    const person = page.getByRole('main').getByRole('listitem').filter({ hasText: learner.name });
    await expect.poll(() => person.getByText("Intara y'Amajyepfo, Huye, Karama, Bunazi").isVisible()).toBe(true);
    await expect.poll(() => person.getByText(spaced).isVisible()).toBe(true);
    expect(await page.getByRole('main').textContent()).not.toMatch(/\bSouth\b|\+250/);
    expect(await axeViolations(page)).toEqual([]);

    await openFromMenu(page, 'Ubwishyu');
    const payment = page.getByRole('main').getByRole('listitem').filter({ hasText: learner.name });
    const reason = "Impamvu: Nyir'iyi nimero yanze kwemeza ubwishyu (Refused by the subscriber)";
    await expect.poll(() => payment.getByText(reason).isVisible()).toBe(true);
    await expect.poll(() => payment.getByText(/^073 000 0002 · /).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await openFromMenu(page, 'Ibyakozwe');
    await expect.poll(() => page.getByRole('main').getByText(reason).first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // On a desktop the side menu, and its avatar, is always there.
    const desktop = await browser.newPage({ width: 1280, height: 800 });
    await desktop.context().addCookies(await page.context().cookies());
    await desktop.goto('/dashboard');
    await expect.poll(() => desktop.locator('canvas').count()).toBe(2);
    await expect.poll(() => desktop.getByText('AU', { exact: true }).first().isVisible()).toBe(true);
    expect(await axeViolations(desktop)).toEqual([]);
  });
});
