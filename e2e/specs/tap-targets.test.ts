import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { signUp, startFreeDay } from '../support/flows.ts';
import { LEARNER_PAGES } from '../support/learner-pages.ts';

const browser = useBrowser();

// Android asks 48 dp, Apple 44 pt: at 360 px every control a learner taps is at least 44 px high and
// wide, so a thumb finds it. A link inside a sentence is the sentence's size (WCAG's exception).
const MIN = 44;

/** Every visible control of the page smaller than MIN, named by its role and text. */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      // a radio or a checkbox is tapped through its label
      const target =
        control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (target.closest('[aria-hidden="true"], .sr-only, [inert]')) continue;
      // a link inside running text (an inline link whose paragraph says more than it): the sentence's size
      const block = target.closest('p, li, td, dd, blockquote');
      const inSentence =
        target.tagName === 'A' &&
        style.display === 'inline' &&
        (block?.textContent ?? '').trim().length > (target.textContent ?? '').trim().length;
      if (inSentence) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
        small.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN);
}

const PUBLIC = ['/', '/about', '/login', '/register', '/user-sign-up', '/forgot-password'];
// The dashboard's pages, and the offline page reached from its menu.
const LEARNER = [...LEARNER_PAGES, '/dashboard/kuri-telefoni'];

describe('tap targets at 360 px', () => {
  it.each(PUBLIC)('are at least 44 px on %s', async (path) => {
    const page = await browser.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page)).toEqual([]);
  });

  it("are at least 44 px on every learner's page, and in the exam", async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('thumb'));
    await startFreeDay(page);
    const found: Record<string, string[]> = {};
    for (const path of LEARNER) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const small = await smallTargets(page);
      if (small.length > 0) found[path] = small;
    }
    await page.goto('/exam/instructions');
    await page.getByRole('button', { name: 'Tangira isuzuma' }).click();
    await page.waitForURL('**/exam');
    await expect.poll(() => page.getByRole('radio').count()).toBeGreaterThan(1);
    const inExam = await smallTargets(page);
    if (inExam.length > 0) found['/exam'] = inExam;
    expect(found).toEqual({});
  }, 180_000);
});
