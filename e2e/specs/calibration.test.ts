import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, useBrowser } from '../support/browser.ts';
import { linkFromOutbox } from '../support/flows.ts';
import { CALIBRATION_ADMIN_EMAIL } from '../support/global-setup.ts';

const browser = useBrowser();

describe("Ukuri kw'amahirwe", () => {
  it('shows an admin, at 360 px, the readiness against real exams, saying when there is too little data', async () => {
    const page = await browser.newPage();
    await signUpByApi(page.request, baseUrl(), { email: CALIBRATION_ADMIN_EMAIL, displayName: 'Mugisha Umuyobozi' });
    await page.goto(await linkFromOutbox(page, CALIBRATION_ADMIN_EMAIL, /Emeza imeli/));
    await expect.poll(() => page.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
    await page.goto('/dashboard');

    await page.getByRole('button', { name: 'Fungura menu' }).click();
    await page.getByRole('dialog', { name: 'Menu nyamukuru' }).getByRole('link', { name: "Ukuri kw'amahirwe" }).click();
    const heading = page.getByRole('heading', { name: "Ukuri kw'amahirwe", level: 1 });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.title()).toBe("Ukuri kw'amahirwe · Provisoire");
    // The run's few exams are far from enough to judge: it says so, and shows every tenth and band anyway.
    await expect.poll(() => page.getByText(/^Ibizamini ntibiraba byinshi bihagije/).isVisible()).toBe(true);
    expect(await page.getByRole('rowheader').count()).toBe(10);
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Munsi ya 50 %',
      '50–90 %',
      '90–99 %',
      'Byose',
    ]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Kuramo CSV' }).getAttribute('href')) ?? '',
    );
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(
      /^attachment; filename="provisoire-amahirwe-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect((await csv.text()).split('\n')[0]).toContain('itsinda,igice,ibizamini');
  });
});
