import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { PASSWORD } from '../support/flows.ts';

const browser = useBrowser();

async function openLanding(viewport?: { width: number; height: number }) {
  const page = await browser.newPage(viewport);
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  return page;
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

describe('the landing page', () => {
  it('says on the first screen at 360 x 740 what a learner gets and what is free, and shows each feature below', async () => {
    const page = await openLanding({ width: 360, height: 740 });
    const firstScreen = async (locator: Locator) => {
      const box = await locator.first().boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 740;
    };
    expect(await firstScreen(page.getByRole('heading', { level: 1, name: /Tsinda ikizamini/ }))).toBe(true);
    expect(await firstScreen(page.getByText(/imyitozo igusobanurira buri gisubizo/))).toBe(true);
    expect(await firstScreen(page.getByRole('listitem').filter({ hasText: 'Isuzuma rya mbere ni ubuntu' }))).toBe(true);
    expect(await firstScreen(page.getByRole('listitem').filter({ hasText: /Umunsi umwe wo kwiga/ }))).toBe(true);
    expect(await firstScreen(page.getByRole('link', { name: 'Tangira', exact: true }))).toBe(true);

    const features = page.getByRole('region', { name: 'Ibigufasha gutsinda' });
    expect(await features.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Amasomo asobanutse',
      'Imyitozo igusobanurira',
      'Amakosa agaruka kugeza uyamenye',
      "Amasuzuma nk'ay'ikizamini",
      'Menya niba witeguye',
      'Iga nta interineti',
    ]);
    // Each feature's drawing is a file of its own, fetched as it comes near, and drawn once scrolled to.
    const pictures = features.locator('img');
    expect(await pictures.count()).toBe(6);
    await pictures.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => pictures.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true, true, true, true, true]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('leads a newcomer from "Tangira kwiga" through the account choice and sign-up to the lessons', async () => {
    const page = await openLanding();
    await page.getByRole('link', { name: 'Tangira kwiga' }).first().click();
    await page.waitForURL('**/register?redirect=%2Fdashboard%2Famasomo');
    await page.getByRole('link', { name: /Konti isanzwe/ }).click();
    await page.waitForURL('**/user-sign-up?redirect=%2Fdashboard%2Famasomo');
    await page.getByLabel('Amazina yawe').fill('Uwase Aline');
    await page.getByLabel('Imeli').fill(uniqueEmail('landing'));
    await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iyandikishe' }).click();
    await page.waitForURL('**/dashboard/amasomo');
    await expect.poll(() => page.getByRole('heading', { name: 'Amasomo yose' }).isVisible()).toBe(true);

    // Back on the landing, signed in: the start button goes straight to the page, with no sign-in beside it.
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Injira', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Tangira', exact: true }).getAttribute('href')).toBe('/dashboard');
  });

  it('puts sign-in one tap from each start button, and sends "Tangira" and the prices through sign-up', async () => {
    const page = await openLanding({ width: 1280, height: 800 });
    const hero = page.locator('section').first();
    expect(await hero.getByRole('link', { name: 'Tangira', exact: true }).getAttribute('href')).toBe(
      '/register?redirect=%2Fdashboard',
    );
    expect(await page.getByRole('link', { name: 'Reba ibiciro' }).getAttribute('href')).toBe(
      '/register?redirect=%2Fdashboard%2Fifatabuguzi',
    );
    // Every start button has its sign-in right beside it.
    expect(await page.getByRole('link', { name: 'Injira', exact: true }).count()).toBe(3);

    await hero.getByRole('link', { name: 'Injira', exact: true }).click();
    await page.waitForURL('**/login?redirect=%2Fdashboard');
    await expect.poll(() => page.getByRole('button', { name: 'Injira', exact: true }).isVisible()).toBe(true);

    await page.goBack();
    await page.getByRole('link', { name: 'Reba ibiciro' }).click();
    await page.waitForURL('**/register?redirect=%2Fdashboard%2Fifatabuguzi');
    await page.goBack();
    await page.getByRole('navigation', { name: 'Menu nyamukuru' }).getByRole('link', { name: 'Kwinjira' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('keeps Tab inside the open chat, and Escape closes it back onto its button', async () => {
    const page = await openLanding({ width: 1280, height: 800 });
    const toggle = page.getByRole('button', { name: 'Tuvugishe kuri WhatsApp' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Tuvugishe' });
    await expect.poll(() => panel.isVisible()).toBe(true);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Ohereza');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Funga ikiganiro');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Ohereza');

    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await focusedName(page)).toBe('Tuvugishe kuri WhatsApp');
  });
});
