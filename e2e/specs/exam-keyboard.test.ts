import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** What has the focus: its tag, its type or role, its text, and whether its focus ring shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? el.getAttribute('role') ?? '',
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      ring: el.matches(':focus-visible') && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      inNavigator: !!el.closest('[role="toolbar"]'),
    };
  });

const press = async (page: Page, key: string, times = 1) => {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
};

describe('the exam by keyboard at 360 px', () => {
  it('moves to each new question, reads it out, and keeps its choices one Tab away', async () => {
    const page = await browser.newPage();
    await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('keys') });
    await page.goto('/exam/instructions');
    await page.getByRole('button', { name: 'Tangira isuzuma' }).click();
    await page.waitForURL('**/exam');
    await expect.poll(() => page.getByText('Ikibazo 1 kuri 20').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // From the top of the page, the first answer is a few Tabs away: the 20 numbers are one stop.
    let tabs = 0;
    while ((await focused(page)).type !== 'radio' && tabs < 40) {
      await press(page, 'Tab');
      tabs += 1;
    }
    expect(tabs).toBeLessThanOrEqual(7);

    // The review's steps: Space on an answer, Tab, Enter on Ikurikira…
    await press(page, 'Space');
    await press(page, 'Tab');
    expect((await focused(page)).text).toBe('Ikurikira');
    await press(page, 'Enter');
    // …land on the new question's heading, which a screen reader reads out with its question.
    await expect.poll(async () => (await focused(page)).tag).toBe('h2');
    const heading = await focused(page);
    expect(heading.text).toMatch(/^Ikibazo 2 kuri 20\S*.{10,}/);
    expect(heading.ring).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // …and the next Tab is the answers, not the skip link.
    await press(page, 'Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', type: 'radio' });

    // Answer question 2 with the arrows, go on with Enter, and come back with Ibanza.
    await press(page, 'ArrowDown');
    await press(page, 'Tab', 2);
    expect((await focused(page)).text).toBe('Ikurikira');
    await press(page, 'Enter');
    await expect.poll(async () => (await focused(page)).text).toMatch(/^Ikibazo 3 kuri 20/);
    await press(page, 'Tab', 2);
    expect((await focused(page)).text).toBe('Ibanza');
    await press(page, 'Enter');
    await expect.poll(async () => (await focused(page)).text).toMatch(/^Ikibazo 2 kuri 20/);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);

    // The question numbers are one stop before the question: arrows move inside, Tab leaves them.
    await press(page, 'Shift+Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', inNavigator: true, text: 'Ikibazo 2, cyasubijwe' });
    expect((await focused(page)).ring).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await press(page, 'ArrowRight', 3);
    expect(await focused(page)).toMatchObject({ inNavigator: true, text: 'Ikibazo 5' });
    await press(page, 'ArrowDown');
    expect((await focused(page)).text).toBe('Ikibazo 10');
    await press(page, 'Home');
    expect((await focused(page)).text).toBe('Ikibazo 1, cyasubijwe');
    await press(page, 'End');
    expect((await focused(page)).text).toBe('Ikibazo 20');
    await press(page, 'Shift+Tab');
    expect((await focused(page)).inNavigator).toBe(false);
    await press(page, 'Tab');
    expect((await focused(page)).text).toBe('Ikibazo 20');
    await press(page, 'Enter');
    await expect.poll(async () => (await focused(page)).text).toMatch(/^Ikibazo 20 kuri 20/);
    await press(page, 'Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', type: 'radio' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
