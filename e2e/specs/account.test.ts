import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { logIn, PASSWORD, signUp } from '../support/flows.ts';

const browser = useBrowser();

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const NEW_PASSWORD = 'inzira-ndende-ya-2027';

async function openAccount(page: Page) {
  await page.goto('/dashboard/konte');
  await expect.poll(() => page.getByRole('heading', { name: 'Konte Yanjye', level: 1 }).isVisible()).toBe(true);
}

/** The same account signed in from another browser: another device. */
async function signInElsewhere(email: string, userAgent?: string) {
  const other = await browser.newPage(undefined, { userAgent });
  await other.goto('/login');
  await logIn(other, email);
  await other.waitForURL('**/dashboard');
  return other;
}

/** The strength hint under a new-password field says this. */
const expectHint = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByRole('status').getByText(text).isVisible()).toBe(true);

async function expectSignedOut(page: Page) {
  await page.goto('/dashboard');
  await page.waitForURL('**/login?redirect=%2Fdashboard');
}

const current = (page: Page) => page.getByLabel("Ijambo ry'ibanga usanganywe", { exact: true });
const fresh = (page: Page) => page.getByLabel("Ijambo ry'ibanga rishya", { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Bika ijambo rishya' });

describe('the account page at 360 px', () => {
  it('changes the password after naming a wrong current one and a weak new one; only this device stays in', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('konte');
    await signUp(page, email);
    const other = await signInElsewhere(email);

    await openAccount(page);
    expect(await page.title()).toBe('Konte Yanjye · Provisoire');
    expect(await axeViolations(page)).toEqual([]);

    await current(page).fill('si-iryanjye-2026');
    await fresh(page).fill(NEW_PASSWORD);
    await save(page).click();
    await expect.poll(() => page.getByText("Ijambo ry'ibanga usanganywe si ryo.").isVisible()).toBe(true);
    expect(await current(page).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await current(page).fill(PASSWORD);
    await fresh(page).fill('password1');
    // The hint, from the chunk loaded on the first key typed, before the server's verdict.
    await expectHint(page, /ntirikomeye/);
    await save(page).click();
    await expect.poll(() => page.getByText(/riroroshye gukekwa\. Hitamo irindi/).isVisible()).toBe(true);
    expect(await fresh(page).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await fresh(page).fill(NEW_PASSWORD);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .getByText(/Ijambo ry'ibanga (riringaniye|rirakomeye)/)
          .count(),
      )
      .toBe(1);
    await save(page).click();
    await expect
      .poll(() => page.getByText("Ijambo ry'ibanga ryahinduwe. Konti yawe yasohowe ahandi hose.").isVisible())
      .toBe(true);
    expect(await current(page).inputValue()).toBe('');
    expect(await fresh(page).inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);

    await expectSignedOut(other);
    await openAccount(page); // this device is still signed in
    await logIn(other, email, NEW_PASSWORD);
    await other.waitForURL('**/dashboard');
  });

  it('lists both devices and signs out the other one after a confirmation', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('ibikoresho');
    await signUp(page, email);
    const phone = await signInElsewhere(email, ANDROID_CHROME);

    await openAccount(page);
    const devices = page.getByRole('region', { name: 'Aho konti yawe ifunguye' });
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);
    const [here, there] = await devices.getByRole('listitem').allTextContents();
    expect(here).toContain('Iyi ni yo ukoresha ubu');
    expect(there).toMatch(/^Chrome kuri AndroidYakoreshejwe bwa nyuma: \d{1,2} \p{L}+ \d{4}, \d\d:\d\d$/u);
    expect(await axeViolations(page)).toEqual([]);

    await devices.getByRole('button', { name: 'Sohoka ahandi hose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gusohoka ahandi hose?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yego, sohoka ahandi' }).click();

    await expect.poll(() => page.getByText('Konti yawe yasohowe ku gikoresho 1.').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
    expect(await devices.getByText('Konti yawe ifunguye hano honyine.').isVisible()).toBe(true);
    expect(await devices.getByRole('button', { name: 'Sohoka ahandi hose' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await expectSignedOut(phone);
    await openAccount(page);
  });

  it('says when the devices are loading and when they failed, and a retry loads them', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('gutegereza'));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let refuse = true;
    await page.route('**/api/auth/sessions', async (route) => {
      await held;
      // A refusal (4xx) is not retried, so the error shows at once.
      if (refuse) await route.fulfill({ status: 403, json: { code: 'forbidden', message: 'test' } });
      else await route.continue();
    });

    await openAccount(page);
    const devices = page.getByRole('region', { name: 'Aho konti yawe ifunguye' });
    await expect
      .poll(() => devices.getByRole('status').getByText('Turimo kureba aho konti yawe ifunguye…').isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    release();
    await expect
      .poll(() => devices.getByRole('alert').getByText('Ntibyashobotse kubona aho konti yawe ifunguye.').isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    refuse = false;
    await devices.getByRole('button', { name: 'Ongera ugerageze' }).click();
    await expect.poll(() => devices.getByText('Iyi ni yo ukoresha ubu').isVisible()).toBe(true);
    expect(await devices.getByText('Konti yawe ifunguye hano honyine.').isVisible()).toBe(true);
  });
});

describe('the password strength hint', () => {
  it('loads its estimator on the first key typed, never with the landing page', async () => {
    const page = await browser.newPage();
    const estimator: string[] = [];
    page.on('request', (r) => r.url().includes('password-strength-estimate') && estimator.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.goto('/user-sign-up');
    await page.getByLabel('Amazina yawe').fill('Uwase Aline');
    expect(estimator).toEqual([]);

    const password = page.getByLabel("Ijambo ry'ibanga", { exact: true });
    await password.fill('uwase2026');
    await expectHint(page, /ntirikomeye/);
    await password.fill('inzuki-zirya-ubuki-ku-musozi');
    await expectHint(page, "Ijambo ry'ibanga rirakomeye.");
    expect(estimator).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the redirect after signing in', () => {
  const tricks = ['%2F.%2F%2Fevil.example%2Fx', '%2F..%2F%2Fevil.example%2Fx', '/..//evil.example/x'];

  it('keeps a signed-in learner on this site', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('redirect'));
    for (const target of tricks) {
      await page.goto(`/login?redirect=${target}`);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(new URL(page.url()).origin).toBe(baseUrl());
    }
  });

  it('keeps a learner who signs in on this site', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('redirect-login');
    await signUp(page, email);
    await page.context().clearCookies();
    await page.goto(`/login?redirect=${tricks[0]}`);
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).origin).toBe(baseUrl());
  });
});
