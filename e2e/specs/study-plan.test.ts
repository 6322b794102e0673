import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';

// Issue 46: the home's plan to the learner's test date, at 360 x 740.
const browser = useBrowser();
const PHONE = { width: 360, height: 740 };

/** `days` after a `YYYY-MM-DD` day. */
const after = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("the home's plan for today", () => {
  it('offers the test date on the first screen, and follows the date set: on track, then short of time', async () => {
    const page = await browser.newPage(PHONE);
    await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('plan'), freeDay: true });
    await page.goto('/dashboard');
    const plan = page.getByRole('region', { name: "Gahunda y'uyu munsi" });
    const setDate = plan.getByRole('button', { name: "Itariki y'ikizamini" });
    const box = await setDate.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // The days studied, on the first screen too.
    const streak = await plan.getByText('Iminsi wize ikurikiranye: 0').boundingBox();
    expect(streak && streak.y + streak.height).toBeLessThanOrEqual(PHONE.height);
    // Without a date: today's practice, the lesson to start, the exam.
    expect(await plan.getByRole('link', { name: /Itoze ibibazo \d+ uyu munsi/ }).count()).toBe(1);

    await setDate.click();
    const field = plan.getByLabel("Itariki y'ikizamini cyawe");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date');
    const today = (await field.getAttribute('min')) ?? '';
    expect(await field.getAttribute('max')).toBe(after(today, 366));
    expect(await axeViolations(page)).toEqual([]);

    await field.fill(after(today, 21));
    await plan.getByRole('button', { name: 'Bika' }).click();
    const [y, m, d] = after(today, 21).split('-');
    await expect.poll(() => plan.getByText(`Ikizamini: ${d}/${m}/${y} · iminsi 21`).isVisible()).toBe(true);
    // Closed, the form gives the focus back to its button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hindura itariki');
    expect(await plan.getByText(/Igihe gisigaye ni gito/).count()).toBe(0);

    await plan.getByRole('button', { name: 'Hindura itariki' }).click();
    await plan.getByLabel("Itariki y'ikizamini cyawe").fill(after(today, 2));
    await plan.getByRole('button', { name: 'Bika' }).click();
    await expect.poll(() => plan.getByText(/Igihe gisigaye ni gito/).isVisible()).toBe(true);
    expect(await plan.getByRole('link', { name: "Uyu munsi: kora isuzuma ry'igerageza" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // After a reload, from the server's page: the same plan.
    await page.reload();
    expect(await plan.getByText(/· iminsi 2$/).isVisible()).toBe(true);
  });

  it('says why a date is refused, and saves nothing', async () => {
    const page = await browser.newPage(PHONE);
    await signUpByApi(page.request, baseUrl(), { email: uniqueEmail('plan-bad'), freeDay: true });
    await page.goto('/dashboard');
    const plan = page.getByRole('region', { name: "Gahunda y'uyu munsi" });
    await plan.getByRole('button', { name: "Itariki y'ikizamini" }).click();
    const field = plan.getByLabel("Itariki y'ikizamini cyawe");
    // A day the browser's own check lets through (no min in an old browser): the server refuses it.
    await field.evaluate((input: HTMLInputElement) => input.removeAttribute('min'));
    await field.fill('2020-01-01');
    await plan.getByRole('button', { name: 'Bika' }).click();
    await expect
      .poll(() => plan.getByText("Hitamo itariki iri hagati y'uyu munsi n'umwaka utaha.").isVisible())
      .toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await plan.getByRole('button', { name: "Itariki y'ikizamini" }).isVisible()).toBe(true);
  });
});
