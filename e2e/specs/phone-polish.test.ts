import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpByApi } from '../support/api-sign-up.ts';
import { startAppServer } from '../support/app-server.ts';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { codeFromOutbox, linkFromOutbox, signUp } from '../support/flows.ts';
import { drawnOnTop, TOAST_POLL } from '../support/on-top.ts';

// A server of its own, for an admin of its own (the first to sign up with this address).
const ADMIN = 'ahabanza-e2e@example.rw';
let server: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  server = await startAppServer({ ADMIN_EMAILS: ADMIN });
});
afterAll(() => server?.stop());
const browser = useBrowser(() => server.baseUrl);

async function learner(tag: string, { freeDay = false, displayName = 'Uwase Aline', width = 360 } = {}) {
  const page = await browser.newPage({ width, height: 740 });
  await signUpByApi(page.request, server.baseUrl, { email: uniqueEmail(tag), freeDay, displayName });
  return page;
}

/**
 * The bar's greeting: the words a sighted reader sees whole (inside every box that clips them), the words
 * an edge cuts through (their letters split), and all its text (what a screen reader reads).
 * A word that is an inline-block across an edge is not cut: "…" hides it whole (CSS text-overflow).
 */
const greeting = (page: Page) =>
  page.getByRole('banner').evaluate((banner) => {
    const p = banner.querySelector('p') as HTMLElement;
    const whole: string[] = [];
    const cut: string[] = [];
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement as HTMLElement;
      let clip = p.getBoundingClientRect();
      for (let el: HTMLElement | null = parent; el && el !== p.parentElement; el = el.parentElement) {
        if (getComputedStyle(el).overflow === 'visible') continue;
        const r = el.getBoundingClientRect();
        clip = new DOMRect(
          Math.max(clip.left, r.left),
          Math.max(clip.top, r.top),
          Math.min(clip.right, r.right) - Math.max(clip.left, r.left),
          Math.min(clip.bottom, r.bottom) - Math.max(clip.top, r.top),
        );
      }
      const atomic = getComputedStyle(parent).display === 'inline-block';
      for (const match of (node.textContent ?? '').matchAll(/[^\s\u00a0]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const r = range.getBoundingClientRect();
        const inside =
          r.left >= clip.left - 0.5 &&
          r.right <= clip.right + 0.5 &&
          r.top >= clip.top - 0.5 &&
          r.bottom <= clip.bottom + 0.5;
        const outside = r.left >= clip.right || r.right <= clip.left || r.top >= clip.bottom || r.bottom <= clip.top;
        if (inside) whole.push(match[0]);
        else if (!outside && !atomic) cut.push(match[0]);
      }
    }
    return { whole: whole.join(' '), cut, all: (p.textContent ?? '').replace(/\u00a0/g, ' ') };
  });

/**
 * Words of the tables' cells that a line break splits in two (their letters on two lines). A range may
 * still break after its dash ("m 1,50–" above "2,10"): each side of a dash is a word of its own here.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('main td, main th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        for (const match of (node.textContent ?? '').matchAll(/[^\s–-]+[–-]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });

/** Lines of the lesson's text that the 'to top' button sits on, below the bar (where the text is read). */
const textUnderToTop = (page: Page) =>
  page.evaluate(() => {
    const button = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Subira hejuru'));
    if (!button) return null;
    const b = button.getBoundingClientRect();
    const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main article') as Node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (button.contains(node) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects())
        if (r.bottom > barBottom && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
          hits.push(node.textContent.trim().slice(0, 30));
    }
    return hits;
  });

describe('small things on a 360 px phone (issue 28)', () => {
  it("shows a long name in the bar by whole words, the whole of it for screen readers, and a school's at 320 px", async () => {
    const page = await learner('long-name', { displayName: 'Uwimana Claudine Mukeshimana' });
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ahabanza' }).isVisible()).toBe(true);
    const seen = await greeting(page);
    expect(seen.cut).toEqual([]);
    expect(seen.whole).toMatch(/^Uwimana( Claudine)?( Mukeshimana)? Murakaza neza\.$/);
    expect(seen.all).toContain('Uwimana Claudine Mukeshimana');
    expect(await axeViolations(page)).toEqual([]);

    const school = await browser.newPage({ width: 320, height: 740 });
    const name = 'Auto Ecole Umuhanda Mwiza wa Nyarugenge';
    const made = await school.request.post(`${server.baseUrl}/api/schools`, {
      headers: { origin: server.baseUrl },
      data: {
        ...{ name, kind: 'auto_ecole', phone: '0788123458', tin: '123456781' },
        ...{ province: 'Kigali', district: 'Nyarugenge', sector: 'Nyamirambo' },
        ...{ email: uniqueEmail('ishuri-rirerire'), password: PASSWORD },
      },
    });
    expect(made.status()).toBe(201);
    await school.goto('/dashboard');
    await expect.poll(() => school.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    const its = await greeting(school);
    expect(its.cut).toEqual([]);
    expect(its.whole).toMatch(/^Auto( \S+)* Murakaza neza\.$/);
    expect(its.all).toContain(name);
    expect(await axeViolations(school)).toEqual([]);
  });

  it('keeps every word of the key numbers whole', async () => {
    const page = await learner('imibare', { freeDay: true });
    await page.goto('/dashboard/imibare');
    await expect.poll(() => page.locator('main table').count()).toBeGreaterThan(0);
    expect(await brokenWords(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the exam alone: no e-mail banner above it, no subscription card under it', async () => {
    const page = await learner('exam-alone');
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('region', { name: 'Kwemeza imeli' }).isVisible()).toBe(true);
    await page.goto('/exam/instructions');
    await page.getByRole('button', { name: 'Tangira isuzuma' }).click();
    await page.waitForURL('**/exam');
    await expect.poll(() => page.getByText('Ikibazo 1 kuri 20').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Kwemeza imeli' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Gura ifatabuguzi' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Reba ibiciro' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps the "to top" button off the lesson text', async () => {
    const page = await learner('to-top', { freeDay: true });
    await page.goto('/dashboard/amasomo/12');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Ibyapa bigenga imigendere' }).isVisible())
      .toBe(true);
    const toTop = page.getByRole('link', { name: 'Subira hejuru' });
    for (const y of [2000, 4000, 6000, 9000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => toTop.isVisible()).toBe(true);
      expect(await textUnderToTop(page), `at ${y} px`).toEqual([]);
    }
    expect(await axeViolations(page)).toEqual([]);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('shows every lesson card picture large enough to read', async () => {
    const page = await learner('thumbs');
    await page.goto('/dashboard/amasomo');
    await expect.poll(() => page.getByRole('article').count()).toBe(13);
    const scales = await page.evaluate(async () => {
      const out: Record<string, number> = {};
      for (const card of document.querySelectorAll('main article')) {
        const img = card.querySelector('img') as HTMLImageElement;
        const [file, view] = img.getAttribute('src')?.split('#') ?? [''];
        const svg = new DOMParser().parseFromString(await (await fetch(file ?? '')).text(), 'image/svg+xml');
        // A fragment that names no <view> shows the whole picture, as a browser does.
        const shown = (view && svg.getElementById(view)) || svg.documentElement;
        const drawnWidth = Number(shown?.getAttribute('viewBox')?.split(/\s+/)[2]);
        const id = card.querySelector('p')?.textContent ?? '';
        out[id] = Math.round((img.getBoundingClientRect().width / drawnWidth) * 100) / 100;
      }
      return out;
    });
    expect(Object.keys(scales)).toHaveLength(13);
    for (const [lesson, scale] of Object.entries(scales)) expect(scale, lesson).toBeGreaterThanOrEqual(0.4);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('tells apart two exams of the same day by their time', async () => {
    const page = await learner('same-day', { freeDay: true });
    await page.goto('/dashboard');
    for (let i = 0; i < 2; i++) {
      const status = await page.evaluate(async () => {
        const post = (path: string) => fetch(path, { method: 'POST' });
        const exam = (await (await post('/api/exams')).json()) as { id: string };
        return (await post(`/api/exams/${exam.id}/finish`)).status;
      });
      expect(status).toBe(200);
    }
    await page.goto('/dashboard/isuzuma');
    const rows = page.getByRole('link', { name: /^Reba isuzuma ryo ku wa \d\d\/\d\d\/\d{4} \d\d:\d\d\b/ });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows an admin no learner's cards: no free day, no offer, no Isuzume", async () => {
    const page = await browser.newPage();
    await signUp(page, ADMIN, 'Umuyobozi Mukuru');
    await page.goto(await linkFromOutbox(page, ADMIN, /Emeza imeli/));
    await expect.poll(() => page.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ahabanza' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    for (const path of ['/dashboard', '/dashboard/amasomo', '/dashboard/users']) {
      if (path !== '/dashboard') await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { message: path }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Gerageza ku buntu' }).count(), path).toBe(0);
      expect(await page.getByRole('heading', { name: 'Gura ifatabuguzi' }).count(), path).toBe(0);
      expect(await page.getByRole('link', { name: 'Isuzume' }).count(), path).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('shows a message above an open dialog: "Byakunze!" over the new number\'s profile dialog', async () => {
    const page = await browser.newPage();
    const outbox = await page.context().newPage();
    const number = `078${String(Date.now()).slice(-7)}`;
    await page.goto('/login');
    await page.getByLabel('Nimero ya telefoni').fill(number);
    await page.getByRole('button', { name: 'Ohereza code' }).click();
    await page.waitForURL('**/auth/verify-phone?**');
    const code = await codeFromOutbox(outbox, number);
    await page.getByLabel('Umubare wa 1 kuri 6').focus();
    await page.keyboard.type(code);
    await page.waitForURL('**/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Imyirondoro' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => drawnOnTop(page, 'Byakunze!'), TOAST_POLL).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
