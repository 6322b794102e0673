import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../support/app-server.ts';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { signUp } from '../support/flows.ts';

// A server of its own: one test moves its clock past a payment's 4 minutes, which no other file must feel.
let server: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  server = await startAppServer({ TEST_CLOCK: 'true' });
});
afterAll(() => server?.stop());
const browser = useBrowser(() => server.baseUrl);

/** A number that waits for a decision on /dev/phone, unique to the test. */
const phoneNumber = (prefix: '078' | '073') => `${prefix}${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
/** 0781234567 as the modal writes it: 078 123 4567. */
const spaced = (phone: string) => `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;

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
const trialButton = (page: Page) => page.getByRole('button', { name: "Tangira umunsi w'ubuntu" });
const countdown = (page: Page) => page.getByRole('dialog').getByRole('timer').textContent();
const seconds = (mmss: string | null) => Number(mmss?.slice(0, 2)) * 60 + Number(mmss?.slice(3));

/** Marks the page, so a test can tell that what it sees came without a reload. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

describe('the free day', () => {
  it('is offered first to a new learner, and once taken is named, with no payment text beside it', async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await signUp(page, uniqueEmail('trial'));
    await expect.poll(() => page.title()).toBe('Ahabanza · Provisoire');
    await expect.poll(() => trialButton(page).isVisible()).toBe(true);
    expect(await page.getByText('Banza ugerageze umunsi umwe ku buntu').isVisible()).toBe(true); // the promo card
    await page.goto('/dashboard/amasomo');
    await expect.poll(() => trialButton(page).isVisible()).toBe(true);

    await openSubscription(page);
    await expect.poll(() => page.title()).toBe('Ifatabuguzi · Provisoire');
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Nta fatabuguzi');
    const offer = await page.getByRole('heading', { name: 'Gerageza ku buntu' }).boundingBox();
    const plans = await page.getByRole('heading', { name: 'Hitamo ifatabuguzi' }).boundingBox();
    expect(offer && plans && offer.y < plans.y).toBe(true);
    expect(await trialButton(page).count()).toBe(1); // the promo card does not repeat the offer here
    expect(await axeViolations(page)).toEqual([]);

    await trialButton(page).click();
    await expect.poll(() => page.getByTestId('subscription-status').textContent()).toBe('Rirakora');
    expect(await page.getByText("Umunsi 1 w'ubuntu", { exact: true }).isVisible()).toBe(true);
    expect(await daysLeft(page)).toBe('Iminsi isigaye: 1');
    expect(await page.getByText('Nta fatabuguzi wari wagura').count()).toBe(0);
    await page.getByRole('button', { name: 'Ongeraho iminsi' }).click();
    expect(await trialButton(page).count()).toBe(0);

    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Ahabanza', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Gura ifatabuguzi' }).count()).toBe(0);
    expect(await trialButton(page).count()).toBe(0);
  });

  it('is not offered to a learner who has paid', async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await signUp(page, uniqueEmail('paid'));
    await openSubscription(page);
    await startPaying(page, 'Iminsi 3', '0780000004'); // the test number that succeeds at once
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Funga', exact: true }).click();
    await expect.poll(() => daysLeft(page)).toBe('Iminsi isigaye: 3');
    await page.getByRole('button', { name: 'Ongeraho iminsi' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Hitamo ifatabuguzi' }).isVisible()).toBe(true);
    expect(await trialButton(page).count()).toBe(0);
    for (const path of ['/dashboard', '/dashboard/amasomo']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0); // the lessons are there
      expect(await trialButton(page).count()).toBe(0);
    }
  });
});

describe('paying', () => {
  it('buys 3 days with MTN approved on the phone, then 2 weeks more extend the end', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('mtn'));
    await openSubscription(page);
    const phone = phoneNumber('078');
    await startPaying(page, 'Iminsi 3', phone);
    await expect.poll(() => countdown(page)).toMatch(/^0[34]:\d\d$/);
    await answerOnPhone(page, phone, 'Approve');
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
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

    // On a 360 px phone each status stays on its row's first line, in one column.
    const rows = await page.getByTestId('payment-row').all();
    const edges = [];
    for (const row of rows) {
      const text = await row.locator('span').first().boundingBox();
      const status = await row.getByTestId('payment-status').boundingBox();
      expect(text && status && Math.abs(status.y - text.y)).toBeLessThan(8);
      edges.push(Math.round((status?.x ?? 0) + (status?.width ?? 0)));
    }
    expect(new Set(edges).size).toBe(1);
  });

  it('shows the failure view when the learner declines, and a retry then succeeds', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('declined'));
    await openSubscription(page);
    const phone = phoneNumber('078');
    await startPaying(page, 'Ukwezi 1', phone);
    await answerOnPhone(page, phone, 'Decline');
    await expect.poll(() => page.getByText('Kugura ifatabuguzi byanze.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
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

  it('closes the modal and says how long to wait after too many starts in an hour', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('limit'));
    await openSubscription(page);
    await page.getByRole('button', { name: 'Gura: Iminsi 3' }).click();
    await page.getByLabel('Nimero ya telefoni').fill('0780000001'); // the test number that fails at once
    const failed = page.getByText('Kugura ifatabuguzi byanze.');
    for (let start = 1; start <= 5; start++) {
      await page.getByRole('button', { name: 'Ishyura' }).click();
      // Each failure goes provider → callback → check → live stream; a loaded machine may take a while.
      await expect.poll(() => failed.isVisible(), { message: `start ${start} fails`, timeout: 30_000 }).toBe(true);
      await page.getByRole('button', { name: 'Ongera ugerageze' }).click();
    }
    await page.getByRole('button', { name: 'Ishyura' }).click();
    await expect
      .poll(() => page.getByText(/^Wagerageje kenshi\. Ongera ugerageze nyuma y'iminota \d+\.$/).isVisible())
      .toBe(true);
    // The message and the modal's closing come in one answer, but not always in one frame.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
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

  it('shows keyboard focus on the wallet chips and on every control of the form', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('focus'));
    await openSubscription(page);
    await page.getByRole('button', { name: 'Gura: Iminsi 3' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    // The form's code comes with the first opening: once there, the form holds the focus the opening gave.
    await expect.poll(() => page.getByRole('dialog').getByLabel('Nimero ya telefoni').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight'); // the arrow picks the next wallet, as radios do
    expect(await page.getByRole('radio', { name: 'Airtel' }).isChecked()).toBe(true);

    const chipRing = (wallet: string) =>
      page.getByText(wallet, { exact: true }).evaluate((label) => {
        const style = getComputedStyle(label);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    const [focused, unfocused] = [await chipRing('Airtel'), await chipRing('Mtn')];
    expect(focused).not.toBe(unfocused);
    expect(focused).toMatch(/^solid [2-9]/);
    await page.keyboard.press('ArrowLeft');
    expect(await chipRing('Mtn')).toBe(focused);
    expect(await chipRing('Airtel')).toBe(unfocused);

    // Tab round the dialog: each stop shows an outline or a ring (a wallet's on its chip).
    await page.getByLabel('Nimero ya telefoni').fill('0781234567');
    const seen = new Map<string, boolean>();
    for (let tab = 0; tab < 6; tab++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active?.closest('dialog')) return null;
        const shown = active instanceof HTMLInputElement && active.type === 'radio' ? active.closest('label') : active;
        const style = getComputedStyle(shown ?? active);
        const ring =
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        const name = active instanceof HTMLInputElement ? active.name || active.type : active.textContent?.trim();
        return { name: name ?? '', ring };
      });
      if (stop) seen.set(stop.name, stop.ring);
    }
    expect([...seen.keys()].sort()).toEqual(['Funga', 'Ishyura', 'method', 'tel'].sort());
    expect([...seen.values()].every(Boolean)).toBe(true);
  });
});

describe('a payment waiting for the PIN', () => {
  it('can be closed with Funga, and the page takes in the approval at once, with a toast', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('closed'));
    await openSubscription(page);
    await markPage(page);
    const phone = phoneNumber('078');
    await startPaying(page, 'Iminsi 3', phone);
    await expect.poll(() => page.getByText('Emeza kuri telefoni yawe').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Funga', exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByText('Ubwishyu bwa Iminsi 3 (1000 RWF) buracyategereje').isVisible()).toBe(true);
    expect(await page.getByTestId('payment-status').textContent()).toBe('Birategerejwe');

    // The toast stays 2 s: watched from before the approval.
    const toast = page.getByRole('status').filter({ hasText: 'Kugura ifatabuguzi byagenze neza.' });
    const toastShown = toast.waitFor({ timeout: 15_000 });
    await answerOnPhone(page, phone, 'Approve');
    await toastShown;
    await expect.poll(() => daysLeft(page)).toBe('Iminsi isigaye: 3');
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe('Byishyuwe');
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Rirakora');
    expect(await stillSamePage(page)).toBe(true);
  });

  it('shows again when the modal is reopened, also after a reload, instead of a second form', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('reopen'));
    await openSubscription(page);
    const phone = phoneNumber('078');
    await startPaying(page, 'Iminsi 3', phone);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Reba ubwishyu' }).isVisible()).toBe(true);

    const dialog = page.getByRole('dialog');
    const showsTheWaitingPayment = async () => {
      await expect.poll(() => dialog.getByRole('heading', { name: 'Kwishyura: Iminsi 3' }).isVisible()).toBe(true);
      expect(await dialog.getByText(/Ubu bwishyu bwari bugitegereje/).isVisible()).toBe(true);
      expect(await dialog.getByText(`kuri ${spaced(phone)} (Mtn)`).isVisible()).toBe(true);
      expect(await dialog.getByLabel('Nimero ya telefoni').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Ishyura' }).count()).toBe(0);
      return seconds(await countdown(page));
    };
    await page.getByRole('button', { name: 'Gura: Ukwezi 1' }).click();
    const before = await showsTheWaitingPayment();
    expect(before).toBeGreaterThan(200);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Reba ubwishyu' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Gura: Ibyumweru 2' }).click();
    const after = await showsTheWaitingPayment();
    expect(after).toBeLessThanOrEqual(before); // the same 4 minutes go on: the server kept them
    expect(after).toBeGreaterThan(200);

    await answerOnPhone(page, phone, 'Approve');
    await expect.poll(() => dialog.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Funga', exact: true }).click();
    await expect.poll(() => daysLeft(page)).toBe('Iminsi isigaye: 3');
    expect(await page.getByTestId('payment-row').count()).toBe(1);
  });

  it('at 00:00 says it is not confirmed yet and offers to keep waiting, not to pay again', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('unconfirmed'));
    await openSubscription(page);
    await startPaying(page, 'Iminsi 3', '0780000005'); // the test number that stays pending
    await expect.poll(() => countdown(page)).toMatch(/^0[34]:\d\d$/);
    // The server's clock goes to 8 s before the end of the wait; the page reads it back from the server.
    const moved = await page.evaluate(async () => {
      const res = await fetch('/dev/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 240 - 8 }),
      });
      return res.status;
    });
    expect(moved).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Reba ubwishyu' }).click();
    await expect.poll(() => countdown(page)).toMatch(/^00:0\d$/);

    const dialog = page.getByRole('dialog');
    const unconfirmed = dialog.getByRole('heading', { name: 'Ubwishyu ntiburemezwa' });
    await expect.poll(() => unconfirmed.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dialog.getByText(/ukoresheje umubare w'ibanga \(PIN\), buzabarwa/).isVisible()).toBe(true);
    expect(await dialog.getByText(/^Ntukongere kwishyura\./).isVisible()).toBe(true);
    expect(await dialog.getByText('Kugura ifatabuguzi byanze.').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Ongera ugerageze' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Komeza utegereze' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Komeza utegereze' }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('heading', { name: 'Ubwishyu ntiburemezwa' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Funga', exact: true }).click();
    await page.getByRole('button', { name: 'Gura: Iminsi 3' }).click();
    await expect.poll(() => dialog.getByRole('heading', { name: 'Ubwishyu ntiburemezwa' }).isVisible()).toBe(true);
  });

  it('can be given up for a wrong number; the right one pays, and the wrong one approved later counts too', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('cancel'));
    await openSubscription(page);
    const wrong = phoneNumber('078');
    await startPaying(page, 'Iminsi 3', wrong);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button', { name: 'Hagarika ubu bwishyu' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Hagarika ubu bwishyu' }).click();
    await expect
      .poll(() => page.getByText('Ubwishyu bwahagaritswe. Ushobora gutangira ubundi.').isVisible())
      .toBe(true);
    await expect.poll(() => dialog.getByLabel('Nimero ya telefoni').isVisible()).toBe(true);
    expect(await page.getByTestId('payment-status').first().textContent()).toBe('Wabuhagaritse');

    const right = phoneNumber('073');
    await dialog.getByLabel('Nimero ya telefoni').fill(right);
    await dialog.getByRole('button', { name: 'Ishyura' }).click();
    await expect.poll(() => dialog.getByText(`kuri ${spaced(right)} (Airtel)`).isVisible()).toBe(true);
    await answerOnPhone(page, right, 'Approve');
    await expect.poll(() => dialog.getByText('Kugura ifatabuguzi byagenze neza.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Funga', exact: true }).click();
    await expect.poll(() => daysLeft(page)).toBe('Iminsi isigaye: 3');

    await answerOnPhone(page, wrong, 'Approve'); // the other phone's owner approves after all
    await page.reload();
    await expect.poll(() => daysLeft(page), { timeout: 15_000 }).toBe('Iminsi isigaye: 6');
  });
});
