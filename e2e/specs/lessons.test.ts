import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { signUp, startFreeDay } from '../support/flows.ts';

const browser = useBrowser();

/** A new learner on their free day, signed in. */
async function newSubscriber(tag: string) {
  const page = await browser.newPage();
  await signUp(page, uniqueEmail(tag));
  await startFreeDay(page);
  return page;
}

async function openLessonsList(page: Page) {
  await page.goto('/dashboard/amasomo');
  await expect.poll(() => page.getByRole('heading', { name: 'Amasomo yose' }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('article').count()).toBe(13);
  expect(await page.title()).toBe('Amasomo yose · Provisoire');
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('the lessons', () => {
  it('shows a learner without a subscription every lesson, and sends them to subscribe to open one', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('no-sub'));
    await openLessonsList(page);
    expect(await page.getByText('Gura ifatabuguzi kugira ngo ufungure amasomo yose.').isVisible()).toBe(true);

    await page.getByRole('link', { name: "Gura ifatabuguzi ufungure: Imiyoborere, umuvuduko n'intera" }).click();
    await page.waitForURL('**/dashboard/ifatabuguzi');

    // Typing the address of a lesson does not open it either: the server refuses, the page says why.
    await page.goto('/dashboard/amasomo/4');
    await page.waitForURL('**/dashboard/ifatabuguzi');
    await expect.poll(() => page.getByText('Nta fatabuguzi ufite').first().isVisible()).toBe(true);
  });

  it('opens lessons 4 and 12 with a subscription, with scroll-to-top and back, on a 360 px phone', async () => {
    const page = await newSubscriber('lessons');
    await openLessonsList(page);

    await page.getByRole('link', { name: "Fungura isomo: Imiyoborere, umuvuduko n'intera" }).click();
    await page.waitForURL('**/dashboard/amasomo/4');
    const title = page.getByRole('heading', { level: 1, name: "Imiyoborere, umuvuduko n'intera" });
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Umuvuduko ntarengwa (ingingo ya 29)' }).isVisible()).toBe(true);
    expect(await page.getByText('Biracyagenzurwa').first().isVisible()).toBe(true);
    // Nothing wider than the phone: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const toTop = page.getByRole('link', { name: 'Subira hejuru' });
    expect(await toTop.count()).toBe(0);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1500);
    await expect.poll(() => toTop.isVisible()).toBe(true);
    await toTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(() => toTop.count()).toBe(0);

    await page.getByRole('button', { name: 'Subira inyuma' }).click();
    await page.waitForURL('**/dashboard/amasomo');

    await page.getByRole('link', { name: 'Fungura isomo: Ibyapa bigenga imigendere' }).click();
    await page.waitForURL('**/dashboard/amasomo/12');
    const giveWay = page.getByRole('figure', { name: 'B.1 Tanga inzira' }).locator('img');
    await giveWay.scrollIntoViewIfNeeded();
    await expect
      .poll(() => giveWay.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await giveWay.getAttribute('loading')).toBe('lazy');
    await page.getByRole('button', { name: 'Subira inyuma' }).click();
    await page.waitForURL('**/dashboard/amasomo');
  });

  it("sends a lesson's text in its first response, private, and the app takes it over without asking again", async () => {
    const page = await newSubscriber('first-response');
    // The page as a slow phone gets it before any script has run: the lesson is in it, for this learner only.
    const bare = await page.request.get('/dashboard/amasomo/4');
    expect(bare.headers()['cache-control']).toBe('private, no-cache');
    const html = await bare.text();
    expect(html).toMatch(/<title>Imiyoborere, umuvuduko n(&#x27;|')intera · Provisoire<\/title>/);
    expect(html).toContain('Umuvuduko ntarengwa (ingingo ya 29)');
    expect(html).toContain('Uwase Aline');

    const asked: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/dashboard/amasomo/4');
    const title = page.getByRole('heading', { level: 1, name: "Imiyoborere, umuvuduko n'intera" });
    expect(await title.isVisible()).toBe(true);
    // Hydrated in place (no mismatch), with what it came with: neither the lesson nor the learner asked for.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Subira inyuma' }).click();
    await page.waitForURL('**/dashboard/amasomo');
    await expect.poll(() => page.getByRole('heading', { name: 'Amasomo yose' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(asked.filter((path) => ['/api/lessons/4', '/api/auth/me', '/api/subscription'].includes(path))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The home too: its chance of passing and its lessons come with it.
    asked.length = 0;
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ahabanza' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => ['/api/progress', '/api/lessons', '/api/auth/me'].includes(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says "Error loading content" when the lesson cannot be fetched, and loads it on retry', async () => {
    const page = await newSubscriber('lesson-error');
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/lessons/5',
      (route) => (failing ? route.abort('internetdisconnected') : route.continue()),
    );
    // Opened from the list: a lesson's address typed in comes with its text from the server.
    await openLessonsList(page);
    await page.getByRole('link', { name: "Fungura isomo: Guhagarara umwanya muto n'umwanya munini" }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toContain('Error loading content');
    failing = false;
    await page.getByRole('button', { name: 'Ongera ugerageze' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: "Guhagarara umwanya muto n'umwanya munini" }).isVisible())
      .toBe(true);
  });

  it('lets a subscriber browse the sign library by category and find a sign by its name', async () => {
    const page = await newSubscriber('signs');
    await page.goto('/dashboard/ibyapa');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Ibyapa \d+$/ })
          .textContent(),
      )
      .toMatch(/Ibyapa 1\d\d/);
    expect(await page.title()).toBe("Isomero ry'ibyapa · Provisoire");

    await page.getByRole('button', { name: 'B. Byo gutambuka mbere' }).click();
    expect(await page.getByRole('button', { name: 'B. Byo gutambuka mbere' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect.poll(() => page.getByText('Ibyapa 8').isVisible()).toBe(true);

    // A search that finds signs only in another category says so and offers them, rather than 'none'.
    await page.getByLabel('Shakisha icyapa').fill('ntihanyurwa');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'muri ubu bwoko' }).textContent())
      .toMatch(/^Nta cyapa kibonetse muri ubu bwoko\. Ibindi \d+ biri mu yandi moko\.$/);
    await page.getByRole('button', { name: 'Erekana amoko yose' }).click();
    expect(await page.getByRole('button', { name: 'Byose' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Ntihanyurwa', exact: true }).isVisible())
      .toBe(true);

    // A code typed without its dot finds the sign, first.
    await page.getByLabel('Shakisha icyapa').fill('B1');
    await expect.poll(() => page.getByRole('listitem').first().getByRole('heading').textContent()).toBe('Tanga inzira');

    await page.getByLabel('Shakisha icyapa').fill('tanga inzira');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Tanga inzira' }).isVisible()).toBe(true);
    await page.getByLabel('Shakisha icyapa').fill('ntakintu');
    await expect.poll(() => page.getByText('Nta cyapa kibonetse.').isVisible()).toBe(true);

    // The words learners say for a sign the library names otherwise find it too.
    for (const word of ['parika', 'parking']) {
      await page.getByLabel('Shakisha icyapa').fill(word);
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: 'Parikingi' }).isVisible(), { message: word })
        .toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('teaches with drawn situations, links a term to the glossary and lists the key numbers', async () => {
    const page = await newSubscriber('glossary');
    await page.goto('/dashboard/amasomo/4');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe("Imiyoborere, umuvuduko n'intera");
    expect(await page.title()).toBe("Imiyoborere, umuvuduko n'intera · Provisoire");

    // A drawing keeps its place before it arrives (width and height), and arrives only when scrolled to.
    const diagram = page.locator('img.diagram').first();
    expect(await diagram.getAttribute('loading')).toBe('lazy');
    expect(Number(await diagram.getAttribute('height'))).toBeGreaterThan(0);
    expect((await diagram.getAttribute('alt'))!.length).toBeGreaterThan(20);
    await diagram.scrollIntoViewIfNeeded();
    await expect
      .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // A term's first use opens its entry in the glossary, in place, at the term.
    const term = page.locator('a.term[href="/dashboard/inyito#kunyuranaho"]');
    expect(await term.count()).toBe(1);
    await term.scrollIntoViewIfNeeded();
    await term.click();
    await page.waitForURL('**/dashboard/inyito#kunyuranaho');
    const entry = page.locator('h2#kunyuranaho');
    await expect.poll(() => entry.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('kunyuranaho');
    expect(await page.title()).toBe('Inyito · Provisoire');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/dashboard/amasomo');
    await page.getByRole('link', { name: "Imibare y'ingenzi" }).click();
    await page.waitForURL('**/dashboard/imibare');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Imibare y'ingenzi");
    expect(await page.title()).toBe("Imibare y'ingenzi · Provisoire");
    expect(await page.locator('.lesson-content table tr').count()).toBeGreaterThan(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.lesson-content a[href="/dashboard/amasomo/4"]').first().click();
    await page.waitForURL('**/dashboard/amasomo/4');
  });
});
