import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { logIn, signUp } from '../support/flows.ts';

// Choosing the language (issue 41): the first visit follows the browser, a choice is kept in a cookie
// and on the account, and follows the account to another device.
const browser = useBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const chooser = (where: Page | Locator) => where.getByLabel('Ururimi · Language · Langue');

/** Chooses a language in `where` (the page, or the dashboard's menu) and waits for the page to load in it. */
async function choose(page: Page, name: string, where: Page | Locator = page) {
  await Promise.all([page.waitForEvent('load'), chooser(where).selectOption({ label: name })]);
}

describe('the language', () => {
  it('follows the browser on a first visit, and Kinyarwanda when the browser has none of ours', async () => {
    const french = await browser.newPage(undefined, { locale: 'fr-FR' });
    await french.goto('/');
    expect(await htmlLang(french)).toBe('fr');
    await expect.poll(() => french.getByRole('link', { name: 'Accueil' }).count()).toBeGreaterThan(0);
    expect(await chooser(french).inputValue()).toBe('fr');
    expect(await axeViolations(french)).toEqual([]);

    const german = await browser.newPage(undefined, { locale: 'de-DE' });
    await german.goto('/');
    expect(await htmlLang(german)).toBe('rw');
    expect(await chooser(german).inputValue()).toBe('rw');
  });

  it('changes when chosen on the landing page, and stays chosen on every page after', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    expect(await htmlLang(page)).toBe('rw');
    await choose(page, 'English');
    expect(await htmlLang(page)).toBe('en');
    await expect.poll(() => page.getByRole('link', { name: 'Home' }).count()).toBeGreaterThan(0);
    expect(await chooser(page).inputValue()).toBe('en');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/login');
    expect(await htmlLang(page)).toBe('en');
    await expect.poll(() => page.getByRole('button', { name: 'Show password' }).isVisible()).toBe(true);
    await page.reload();
    expect(await htmlLang(page)).toBe('en');
  });

  it('is kept on the account, and follows it to a new device once signed in there', async () => {
    const email = uniqueEmail('language');
    const first = await browser.newPage();
    await signUp(first, email);
    await first.getByRole('button', { name: 'Fungura menu' }).click();
    await choose(first, 'Français', first.getByRole('dialog'));
    expect(await htmlLang(first)).toBe('fr');
    await expect.poll(() => first.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(true);
    expect(await axeViolations(first)).toEqual([]);

    // Another phone, in Kinyarwanda: signing in brings the account's French.
    const second = await browser.newPage();
    await second.goto('/login');
    expect(await htmlLang(second)).toBe('rw');
    await logIn(second, email);
    await expect.poll(() => htmlLang(second), { timeout: 20_000 }).toBe('fr');
    await expect.poll(() => second.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(true);
  });
});
