import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { signUp, startFreeDay } from '../support/flows.ts';

const browser = useBrowser();

describe('on a 360 x 740 phone', () => {
  it('opens and closes the site menu, and an entry navigates', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu nyamukuru' });
    await page.getByRole('button', { name: 'Fungura menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Funga menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Fungura menu' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Fungura menu' }).click();
    await menu.getByRole('link', { name: 'Kwinjira' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('changes the header after 80 px of scrolling', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const header = page.locator('header').first();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
  });

  it('slides the dashboard menu in and out, and closes notifications on an outside tap', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('phone'), 'Habimana Eric');
    const drawer = page.getByRole('dialog', { name: 'Menu nyamukuru' });
    await page.getByRole('button', { name: 'Fungura menu' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.getByText('Habimana Eric').isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Amasomo' }).click();
    await page.waitForURL('**/dashboard/amasomo');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Abantu' }).count()).toBe(0);

    const panel = page.getByRole('region', { name: 'Ubutumwa' });
    await page.getByRole('button', { name: 'Ubutumwa' }).click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.mouse.click(20, 400);
    await expect.poll(() => panel.isVisible()).toBe(false);
  });

  it("shows a learner's whole name beside a lesson's 'to top', and the sign search's whole hint", async () => {
    const page = await browser.newPage();
    const name = 'Uwimana Claudine Mukeshimana';
    await signUp(page, uniqueEmail('narrow'), name);
    await startFreeDay(page);

    await page.goto('/dashboard/amasomo/4');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.getByRole('link', { name: 'Subira hejuru' }).isVisible()).toBe(true);
    const greeting = page.getByTestId('greeting-name');
    expect(await greeting.textContent()).toBe(name);
    // not cut: the two lines it may take hold every word
    expect(await greeting.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);

    await page.goto('/dashboard/ibyapa');
    const search = page.getByRole('searchbox');
    await expect.poll(() => search.isVisible()).toBe(true);
    const hintFits = await search.evaluate((input) => {
      const field = input as HTMLInputElement;
      const style = getComputedStyle(field);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(field.placeholder).width <= room;
    });
    expect(hintFits).toBe(true);
  });

  it('plays the video in an overlay that a tap outside closes', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const overlay = page.getByRole('dialog', { name: 'Video isobanura Provisoire' });
    // The button is in the page's HTML before its script has taken it over: a tap then does nothing.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Reba video' }).first().click();
        return overlay.isVisible();
      })
      .toBe(true);
    expect(await overlay.locator('iframe').getAttribute('src')).toMatch(/\/video-test$/);
    await page.mouse.click(5, 5);
    await expect.poll(() => overlay.isVisible()).toBe(false);
  });

  it('opens WhatsApp with the support number and the typed text', async () => {
    const page = await browser.newPage();
    // No network here: answer for WhatsApp so the new tab has somewhere to land.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Tuvugishe kuri WhatsApp' }).click();
    await expect.poll(() => page.getByText('Tubasubiza mu minota mike ishoboka').isVisible()).toBe(true);
    await page.getByLabel('Andika ubutumwa bwawe…').fill('Ndashaka kumenya ibiciro');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Ohereza' }).click(),
    ]);
    expect(popup.url()).toBe('https://wa.me/250788000111?text=Ndashaka%20kumenya%20ibiciro');
    // Sent: the panel closes rather than keep covering the page's buttons.
    await expect.poll(() => page.getByRole('region', { name: 'Tuvugishe' }).count()).toBe(0);
  });

  it('shows the not-found page with a way home, answered 404 (a page the app has answers 200)', async () => {
    const page = await browser.newPage();
    expect((await page.goto('/dashboard/amasomo/4'))?.status()).toBe(200); // redirected to sign in, which exists
    expect((await page.goto('/nta-kintu-hano'))?.status()).toBe(404);
    expect((await page.request.get('/about/nta-kintu')).status()).toBe(404);
    await expect.poll(() => page.getByText('Oops!! Page ushaka nayihari.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Subira ahabanza' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
