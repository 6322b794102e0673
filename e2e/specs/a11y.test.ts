import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { signUp } from '../support/flows.ts';

const browser = useBrowser();
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens a page and waits until it is hydrated (the server's HTML shows before, with forms not ready). */
async function openPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
}

const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

/** Labels that a show-password toggle sits on (it once covered the label's end on a phone). */
const labelsUnderToggles = (page: Page) =>
  page.evaluate(() => {
    const toggles = [...document.querySelectorAll('button[aria-pressed]')].map((b) => b.getBoundingClientRect());
    return [...document.querySelectorAll('label')]
      .map((label) => ({ text: label.textContent, box: label.getBoundingClientRect() }))
      .filter(({ box }) =>
        toggles.some((t) => box.left < t.right && t.left < box.right && box.top < t.bottom && t.top < box.bottom),
      )
      .map(({ text }) => text);
  });

/**
 * The focused element's outline, and its contrast with the colour around it (the nearest ancestor's
 * background). Colours go through a canvas to get sRGB, whatever notation the stylesheet used.
 */
function focusRing(target: Locator) {
  return target.evaluate((el) => {
    const rgb = (color: string) => {
      const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let around = el.parentElement;
    while (around && rgb(getComputedStyle(around).backgroundColor).every((v) => v === 0)) around = around.parentElement;
    const style = getComputedStyle(el);
    const [a, b] = [
      luminance(style.outlineColor),
      luminance(getComputedStyle(around ?? document.body).backgroundColor),
    ];
    return {
      focusVisible: el.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 10) / 10,
    };
  });
}

describe('accessibility', () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('has no axe violations on the landing, its menu, chat and video, on %s', async (_, viewport) => {
    const page = await browser.newPage(viewport);
    await openPage(page, '/');
    await expectNoViolations(page);

    if (viewport.width < 500) {
      await page.getByRole('button', { name: 'Fungura menu' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Menu nyamukuru' }).isVisible()).toBe(true);
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
    }

    await page.getByRole('button', { name: 'Tuvugishe kuri WhatsApp' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Tuvugishe' }).isVisible()).toBe(true);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reba video' }).first().click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Video isobanura Provisoire' }).isVisible()).toBe(true);
    await expectNoViolations(page);
  });

  it('has no axe violations on the public pages, each with its own title, on a phone', async () => {
    const page = await browser.newPage();
    const titles: string[] = [];
    for (const path of [
      '/',
      '/about',
      '/login',
      '/register',
      '/user-sign-up',
      '/forgot-password',
      '/reset-password?token=nta-link',
      '/verify-email',
      '/school-sign-up',
      '/nta-kintu-hano',
    ]) {
      await openPage(page, path);
      await expectNoViolations(page);
      expect(await labelsUnderToggles(page)).toEqual([]);
      titles.push(await page.title());
    }
    // The sign-in and sign-up pages (indexes 2–4) are named in their own files, by their own tests.
    const [landing, ...others] = [0, 1, 5, 6, 7, 8, 9].map((i) => titles[i]);
    expect(landing).toBe('Provisoire: iga kandi witoze ikizamini cya provisoire');
    expect(others).toEqual([
      'Abo turi bo · Provisoire',
      "Hindura ijambo ry'ibanga · Provisoire",
      "Shyiraho ijambo ry'ibanga rishya · Provisoire",
      'Kwemeza imeli · Provisoire',
      'Kwandikisha ikigo · Provisoire',
      'Paji ntibonetse · Provisoire',
    ]);
  });

  it('has no axe violations on the dashboard with the verify banner, notifications and the menu, on a phone', async () => {
    const page = await browser.newPage(PHONE);
    await signUp(page, uniqueEmail('a11y-phone'), 'Mukamana Uwase Aline');
    await expect.poll(() => page.getByRole('region', { name: 'Kwemeza imeli' }).isVisible()).toBe(true);
    await expectNoViolations(page);

    // The name on its own line, whole when it fits (else cut by whole words), and the greeting under it.
    const name = page.getByRole('banner').getByText('Mukamana Uwase Aline');
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(await page.getByRole('banner').getByText('Murakaza neza.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Ubutumwa' }).click();
    const panel = page.getByRole('region', { name: 'Ubutumwa' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Fungura menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu nyamukuru' }).isVisible()).toBe(true);
    await expectNoViolations(page);

    await openPage(page, '/dashboard/konte');
    expect(await page.locator('button[aria-pressed]').count()).toBeGreaterThan(0);
    expect(await labelsUnderToggles(page)).toEqual([]);
  });

  it('has no axe violations on the desktop dashboard, and its four lesson cards make two even rows', async () => {
    const page = await browser.newPage(DESKTOP);
    await signUp(page, uniqueEmail('a11y-desktop'));
    await expect.poll(() => page.getByRole('article').count()).toBe(4);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Ubutumwa' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Ubutumwa' }).isVisible()).toBe(true);
    await expectNoViolations(page);

    const cards = await page.getByRole('article').evaluateAll((articles) =>
      articles.map((a) => {
        const title = a.querySelector('h2') as HTMLElement;
        const lines = title.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(title).lineHeight);
        return { top: Math.round(a.getBoundingClientRect().top), lines: Math.round(lines) };
      }),
    );
    expect(cards.map((c) => c.top === cards[0]?.top)).toEqual([true, true, false, false]);
    expect(Math.max(...cards.map((c) => c.lines))).toBeLessThanOrEqual(3);
  });

  it('shows a clear focus ring on the green hero, on links and on fields', async () => {
    const page = await browser.newPage(DESKTOP);
    await openPage(page, '/');
    // The right half of the hero shows the product rather than nothing.
    const picture = await page.locator('main section').first().locator(':scope > div > img').boundingBox();
    expect(picture?.x).toBeGreaterThan(DESKTOP.width / 2);

    const start = page.getByRole('link', { name: 'Tangira', exact: true });
    await start.focus();
    expect(await focusRing(start)).toEqual({
      focusVisible: true,
      style: 'solid',
      width: 3,
      contrast: expect.any(Number),
    });
    // Buttons and links animate their colours (outline included) for 150 ms: read the ring once settled.
    await expect.poll(async () => (await focusRing(start)).contrast).toBeGreaterThanOrEqual(3);

    const about = page.getByRole('link', { name: 'Abo turi bo' });
    await about.focus();
    expect((await focusRing(about)).style).toBe('solid');
    await expect.poll(async () => (await focusRing(about)).contrast).toBeGreaterThanOrEqual(3);

    await openPage(page, '/forgot-password');
    const email = page.getByLabel('Shyiramo email yawe');
    await email.focus();
    expect((await focusRing(email)).style).toBe('solid');
    await expect.poll(async () => (await focusRing(email)).contrast).toBeGreaterThanOrEqual(3);
  });

  it('says the connection is down when a page cannot download its code, and retries once back', async () => {
    const page = await browser.newPage();
    await openPage(page, '/');
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Abo turi bo' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Nta murandasi' }).isVisible()).toBe(true);
    expect(await page.getByText('Habaye ikosa ritunguranye').count()).toBe(0);
    expect(await page.title()).toBe('Nta murandasi · Provisoire');
    await expectNoViolations(page);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Ongera ugerageze' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Abo turi bo' }).isVisible()).toBe(true);
  });
});
