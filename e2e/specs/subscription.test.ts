import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { signUp } from '../support/flows.ts';

const browser = useBrowser();

/** A number that waits for a decision on /dev/phone, unique to the test. */
const phoneNumber = (prefix: '078' | '073') => `${prefix}${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

async function openSubscription(page: Page) {
  await page.goto('/dashboard/ifatabuguzi');
  await expect.poll(() => page.getByRole('heading', { name: 'Ifatabuguzi', exact: true }).isVisible()).toBe(true);
}

/** Opens the plan's payment form, types the number, checks the wallet it pre-selects, and pays. */
async function startPaying(page: Page, plan: string, phone: string, wallet: 'Mtn' | 'Airtel' = 'Mtn') {
  await page.getByRole('button', { name: `Gura: ${plan}` }).click();
  await page.getByLabel('Nimero ya telefoni').fill(phone);
  expect(await page.getByRole('radio', { name: wallet }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Ishyura' }).click();
  // The pending view may last only a moment: a test number can succeed at once.
  await expect.poll(() => page.getByRole('button', { name: 'Ishyura' }).count()).toBe(0);
}

/** Answers the prompt on the page that plays the learner's phone. */
async function answerOnPhone(page: Page, phone: string, answer: 'Approve' | 'Decline') {
  const phonePage = await page.context().newPage();
  await phonePage.goto('/dev/phone');
  const request = phonePage.locator('article', { hasText: phone });
  await expect.poll(() => request.count()).toBe(1);
  await request.getByRole('button', { name: answer }).click();
  await expect.poll(() => phonePage.getByRole('heading', { name: "Telefoni y'umunyeshuri" }).isVisible()).toBe(true);
  await expect.poll(() => request.count()).toBe(0); // answered requests leave the list
  await phonePage.close();
}

const daysLeft = (page: Page) => page.getByText(/Iminsi isigaye: \d+/).textContent();

describe('the subscription page', () => {
  it('starts the free day once, and the promo card goes away', async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await signUp(page, uniqueEmail('trial'));
    await expect.poll(() => page.getByRole('heading', { name: 'Gura ifatabuguzi' }).isVisible()).toBe(true);
    await openSubscription(page);
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Nta fatabuguzi');
    await page.getByRole('button', { name: "Tangira umunsi w'ubuntu" }).click();
    await expect.poll(() => page.getByTestId('subscription-status').textContent()).toBe('Rirakora');
    expect(await daysLeft(page)).toBe('Iminsi isigaye: 1');
    await expect.poll(() => page.getByRole('heading', { name: 'Gura ifatabuguzi' }).count()).toBe(0);
    await expect.poll(() => page.getByText('Nta fatabuguzi wari wagura').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ongeraho iminsi' }).click();
    expect(await page.getByRole('button', { name: "Tangira umunsi w'ubuntu" }).count()).toBe(0);
  });

  it('buys 3 days with MTN approved on the phone, then 2 weeks more extend the end', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('mtn'));
    await openSubscription(page);
    const phone = phoneNumber('078');
    await startPaying(page, 'Iminsi 3', phone);
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^0[34]:\d\d$/);
    await answerOnPhone(page, phone, 'Approve');
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Jya ku masomo' }).click();
    await page.waitForURL('**/dashboard/amasomo');

    await openSubscription(page);
    expect(await daysLeft(page)).toBe('Iminsi isigaye: 3');
    await expect.poll(() => page.getByText('Byishyuwe').count()).toBe(1);
    await page.getByRole('button', { name: 'Ongeraho iminsi' }).click();
    await startPaying(page, 'Ibyumweru 2', '0780000004'); // the test number that succeeds at once
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => daysLeft(page)).toBe('Iminsi isigaye: 17');
    await expect.poll(() => page.getByText('Byishyuwe').count()).toBe(2);
  });

  it('shows the failure view when the learner declines, and a retry then succeeds', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('declined'));
    await openSubscription(page);
    const phone = phoneNumber('078');
    await startPaying(page, 'Ukwezi 1', phone);
    await answerOnPhone(page, phone, 'Decline');
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byanze.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ongera ugerageze' }).click();
    await page.getByRole('button', { name: 'Ishyura' }).click();
    await expect.poll(() => page.getByText('Emeza kuri telefoni yawe').isVisible()).toBe(true);
    await answerOnPhone(page, phone, 'Approve');
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
  });

  it('pays with Airtel, pre-selected from an 073 number', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('airtel'));
    await openSubscription(page);
    const phone = phoneNumber('073');
    await startPaying(page, 'Ibyumweru 2', phone, 'Airtel');
    await answerOnPhone(page, phone, 'Approve');
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => daysLeft(page)).toBe('Iminsi isigaye: 14');
  });

  it('follows the payment still waiting for its PIN instead of starting a second one', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('pending'));
    await openSubscription(page);
    const phone = phoneNumber('078');
    await startPaying(page, 'Iminsi 3', phone);
    await page.keyboard.press('Escape'); // closed before answering on the phone

    await startPaying(page, 'Ukwezi 1', phoneNumber('078'));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/Hari ubwishyu bwawe bugitegereje kwemezwa/).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Ubwishyu butegereje: Iminsi 3, 1000 RWF').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Uko buhagaze: Birategerejwe').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await answerOnPhone(page, phone, 'Approve');
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => daysLeft(page)).toBe('Iminsi isigaye: 3');
  });

  it('closes the modal and says how long to wait after too many starts in an hour', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('limit'));
    await openSubscription(page);
    await page.getByRole('button', { name: 'Gura: Iminsi 3' }).click();
    await page.getByLabel('Nimero ya telefoni').fill('0780000001'); // the test number that fails at once
    for (let start = 1; start <= 5; start++) {
      await page.getByRole('button', { name: 'Ishyura' }).click();
      await expect.poll(() => page.getByText('Kugura ifatabuguzi byanze.').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Ongera ugerageze' }).click();
    }
    await page.getByRole('button', { name: 'Ishyura' }).click();
    await expect
      .poll(() => page.getByText(/^Wagerageje kenshi\. Ongera ugerageze nyuma y'iminota \d+\.$/).isVisible())
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps the pay button disabled until a wallet is chosen and names a bad number', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('badphone'));
    await openSubscription(page);
    await page.getByRole('button', { name: 'Gura: Iminsi 3' }).click();
    expect(await page.getByRole('button', { name: 'Ishyura' }).isDisabled()).toBe(true);
    await page.getByLabel('Nimero ya telefoni').fill('0771234567'); // 077 is no wallet: nothing pre-selected
    expect(await page.getByRole('button', { name: 'Ishyura' }).isDisabled()).toBe(true);
    await page.getByText('Airtel', { exact: true }).click();
    await page.getByLabel('Nimero ya telefoni').fill('0612');
    await page.getByRole('button', { name: 'Ishyura' }).click();
    await expect.poll(() => page.getByText("Nimero ya telefoni igomba kuba iy'u Rwanda").isVisible()).toBe(true);
  });
});
