import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { linkFromOutbox, signUp } from '../support/flows.ts';
import { ADMIN_EMAIL } from '../support/global-setup.ts';

const browser = useBrowser();
const LEARNERS = 30;

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Fungura menu' }).click();
  await page.getByRole('dialog', { name: 'Menu nyamukuru' }).getByRole('link', { name: item, exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: item, level: 1 }).isVisible()).toBe(true);
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

async function search(page: Page, text: string) {
  await page.getByLabel('Shakisha izina, imeli cyangwa telefoni').fill(text);
  await page.getByRole('button', { name: 'Shakisha', exact: true }).click();
  await page.waitForURL(`**?q=${encodeURIComponent(text).replace(/%20/g, '+')}`);
}

/** Clicks the export link and reads the file the browser saved, parsed as a spreadsheet would. */
async function download(page: Page, link: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  const bytes = await readFile((await file.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return {
    name: file.suggestedFilename(),
    rows: parse(bytes, { bom: true, columns: true }) as Record<string, string>[],
  };
}

describe('the admin pages at 360 px', () => {
  it('pages through users and subscribers, searches, exports both lists, grants a plan and sees it in the audit view', async () => {
    const page = await browser.newPage();
    // Thirty learners on the free day, named so that a search finds exactly them.
    const tag = `Ikizamini${Date.now().toString(36)}`;
    for (let n = 1; n <= LEARNERS; n++)
      await signUpByApi(page.request, baseUrl(), {
        email: uniqueEmail('abantu'),
        displayName: `${tag} Umunyeshuri ${n}`,
        freeDay: true,
      });
    await page.context().clearCookies();
    await signUp(page, ADMIN_EMAIL, 'Umuyobozi Mukuru');
    // The address in ADMIN_EMAILS makes an admin once its link is opened.
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
    await page.goto(await linkFromOutbox(page, ADMIN_EMAIL, /Emeza imeli/));
    await expect.poll(() => page.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Komeza' }).click();
    await page.waitForURL('**/dashboard');

    // Money at a glance on the admin's home.
    await expect.poll(() => page.getByRole('heading', { name: 'Incamake y’iminsi 30' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('canvas').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await openFromMenu(page, 'Abantu');
    expect(await page.title()).toBe('Abantu · Provisoire');
    await search(page, tag);
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reba Ibikurira' }).click();
    await expect.poll(() => cards(page).count()).toBe(LEARNERS);
    await expect.poll(() => page.getByRole('button', { name: 'Reba Ibikurira' }).count()).toBe(0);
    // Newest first: the last one made heads the list, the first ends it.
    expect(await cards(page).first().getByRole('heading').textContent()).toBe(`${tag} Umunyeshuri ${LEARNERS}`);
    expect(await cards(page).last().getByRole('heading').textContent()).toBe(`${tag} Umunyeshuri 1`);

    const users = await download(page, 'Kuramo CSV');
    expect(users.name).toMatch(/^provisoire-abantu-.*\.csv$/);
    const exported = users.rows.filter((r) => r.amazina?.startsWith(tag));
    expect(exported).toHaveLength(LEARNERS);
    expect(users.rows.some((r) => r.imeli === ADMIN_EMAIL && r.uruhare === 'Umuyobozi')).toBe(true);

    // A grant by hand, for learner 7: its reason is required.
    await search(page, `${tag} Umunyeshuri 7`);
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).getByRole('button', { name: 'Tanga ifatabuguzi' }).click();
    const dialog = page.getByRole('dialog', { name: `Tanga ifatabuguzi kuri ${tag} Umunyeshuri 7` });
    await dialog.getByLabel('Ifatabuguzi').selectOption({ label: 'Ukwezi 1' });
    await dialog.getByRole('button', { name: 'Tanga', exact: true }).click();
    await expect.poll(() => dialog.getByText('Andika impamvu (byibura inyuguti 3).').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Impamvu').fill('Yishyuye 5000 mu ntoki ku ishuri');
    await dialog.getByRole('button', { name: 'Tanga', exact: true }).click();
    await expect
      .poll(() => page.getByText(new RegExp(`${tag} Umunyeshuri 7 afite ifatabuguzi kugeza`)).isVisible())
      .toBe(true);
    expect(await dialog.isVisible()).toBe(false);

    await openFromMenu(page, 'Abafatabuguzi');
    await search(page, tag);
    await expect.poll(() => cards(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Reba Ibikurira' }).click();
    await expect.poll(() => cards(page).count()).toBe(LEARNERS);
    const granted = cards(page).filter({ hasText: `${tag} Umunyeshuri 7` });
    // The free day and then a month: 31 days left, on the month's plan.
    expect(await granted.textContent()).toContain('Ukwezi 1');
    expect(await granted.textContent()).toContain('Iminsi isigaye: 31');
    expect(await axeViolations(page)).toEqual([]);
    const subscriptions = await download(page, 'Kuramo CSV');
    expect(subscriptions.name).toMatch(/^provisoire-abafatabuguzi-.*\.csv$/);
    const rows = subscriptions.rows.filter((r) => r.amazina?.startsWith(tag));
    expect(rows).toHaveLength(LEARNERS);
    expect(rows.find((r) => r.amazina === `${tag} Umunyeshuri 7`)).toMatchObject({
      ifatabuguzi: 'Ukwezi 1',
      'uko rimeze': 'Rirakora',
    });

    await openFromMenu(page, 'Ibyakozwe');
    const entry = cards(page).filter({ hasText: 'Yahawe ifatabuguzi: Ukwezi 1' }).first();
    expect(await entry.textContent()).toContain(`Bireba ${tag} Umunyeshuri 7`);
    expect(await entry.textContent()).toContain('Byakozwe na Umuyobozi Mukuru');
    expect(await entry.textContent()).toContain('Impamvu: Yishyuye 5000 mu ntoki ku ishuri');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a pending payment under its filter, and asks the provider about it', async () => {
    const learner = await browser.newPage();
    const email = uniqueEmail('kwishyura');
    await signUpByApi(learner.request, baseUrl(), { email, displayName: 'Mukamana Ubwishyu' });
    const phone = `078${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`; // waits on /dev/phone
    const paid = await learner.request.post(`${baseUrl()}/api/payments`, {
      headers: { origin: baseUrl() },
      data: { plan: 'weekly', method: 'mtn', phone, requestId: randomUUID() },
    });
    expect(paid.status()).toBe(201);

    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel('Imeli').fill(ADMIN_EMAIL);
    await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill('ikizamini-cyiza-1');
    await page.getByRole('button', { name: 'Injira', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await openFromMenu(page, 'Ubwishyu');
    await page.getByLabel('Imiterere').selectOption({ label: 'Bitegereje' });
    await page.waitForURL('**?status=pending');
    const card = cards(page).filter({ hasText: 'Mukamana Ubwishyu' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('3000 RWF');
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Baza Mtn nonaha' }).click();
    await expect.poll(() => page.getByText('Nta gisubizo gishya kuri Mtn: biracyategereje.').isVisible()).toBe(true);

    await page.getByLabel('Imiterere').selectOption({ label: 'Byanze' });
    await page.waitForURL('**?status=failed');
    await expect.poll(() => page.getByText('Mukamana Ubwishyu').count()).toBe(0);
  });

  it('sends a learner who opens an admin page to the dashboard, with no admin items in the menu', async () => {
    const page = await browser.newPage();
    await signUp(page, uniqueEmail('si-umuyobozi'));
    for (const path of ['/dashboard/users', '/dashboard/subscribers', '/dashboard/payments', '/dashboard/audit']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
    await page.getByRole('button', { name: 'Fungura menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu nyamukuru' });
    await expect.poll(() => menu.getByRole('link', { name: 'Amasomo', exact: true }).isVisible()).toBe(true);
    for (const item of ['Abantu', 'Abafatabuguzi', 'Ubwishyu', 'Ibyakozwe'])
      expect(await menu.getByRole('link', { name: item, exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Incamake y’iminsi 30' }).count()).toBe(0);
  });
});
