import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildSchoolSignUp } from '../../apps/server/test/school-sign-up-input.ts';
import { PASSWORD, signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { codeFromOutbox, linkFromOutbox, logIn } from '../support/flows.ts';
import { WAYS_IN_ADMIN_EMAIL } from '../support/global-setup.ts';

const browser = useBrowser();
const headers = () => ({ origin: baseUrl() });

let n = 0;
/** A Rwandan MTN number no other test uses. */
const uniqueNumber = () => `078${String(Date.now() * 10 + ++n).slice(-7)}`;
/** 078 812 3450: how every screen writes a number. */
const spaced = (national: string) => `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;

/** A school's join link, from an approved school: the page a learner signs in or up for, with its own query. */
let joinLink = '';
let schoolName = '';
let approved: Promise<void> | null = null;
// Made by the first test that needs it (expect.poll runs only inside a test).
const schoolReady = () => {
  approved ??= approveSchool();
  return approved;
};

async function approveSchool() {
  const school = await browser.newPage();
  schoolName = `Auto Ecole Inzira ${Date.now().toString(36)}`;
  const signedUp = await school.request.post('/api/schools', {
    headers: headers(),
    data: buildSchoolSignUp({ name: schoolName, email: uniqueEmail('ishuri-inzira'), password: PASSWORD }),
  });
  expect(signedUp.status()).toBe(201);
  const admin = await browser.newPage();
  await signUpByApi(admin.request, baseUrl(), { email: WAYS_IN_ADMIN_EMAIL, displayName: 'Umuyobozi Inzira' });
  await admin.goto(await linkFromOutbox(admin, WAYS_IN_ADMIN_EMAIL, /Emeza imeli/));
  await expect.poll(() => admin.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
  const { schools } = (await (await admin.request.get('/api/admin/schools')).json()) as {
    schools: { id: string; name: string }[];
  };
  const id = schools.find((s) => s.name === schoolName)?.id;
  const decided = await admin.request.post(`/api/admin/schools/${id}/decision`, {
    headers: headers(),
    data: { decision: 'approve' },
  });
  expect(decided.status()).toBe(200);
  const { school: own } = await (await school.request.get('/api/school')).json();
  joinLink = `/dashboard/konte?ikigo=${own.joinCode}`;
}

/** Signed out, the join link sends to sign-in, carrying the whole link (its query too) as `redirect`. */
async function openJoinLinkSignedOut(page: Page) {
  await schoolReady();
  await page.goto(joinLink);
  await page.waitForURL('**/login?**');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(joinLink);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  // Taken over by its script first: the send button turns from grey to green then, and axe must not
  // measure it halfway.
  await expect.poll(() => page.getByRole('button', { name: 'Ohereza code' }).isEnabled()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
}

/** Landed on the join link: the page names the school that asks. */
async function landedOnJoinLink(page: Page) {
  await page.waitForURL((url) => url.pathname + url.search === joinLink);
  await expect.poll(() => page.getByText(`Urasabwa kwinjira muri ${schoolName}`).isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
}

describe("every way in keeps the page asked for, a school's join link with its query included", () => {
  it('by phone: one query on the code page, the number written once, the boxes ready to type', async () => {
    const page = await browser.newPage();
    const outbox = await page.context().newPage();
    const number = uniqueNumber();
    await openJoinLinkSignedOut(page);
    await page.getByLabel('Nimero ya telefoni').fill(number);
    await page.getByRole('button', { name: 'Ohereza code' }).click();
    await page.waitForURL('**/auth/verify-phone?**');

    // One `?`, and each value whole: the code's, the number and the page asked for.
    expect(page.url().split('?')).toHaveLength(2);
    const params = new URL(page.url()).searchParams;
    expect([params.get('phone'), params.get('redirect')]).toEqual([`+250${number.slice(1)}`, joinLink]);
    expect(params.get('verificationId')).toBeTruthy();
    const sent = page.getByText(`Twohereje code y'imibare 6 kuri ${spaced(number)}. Irarangira mu minota 5.`);
    await expect.poll(() => sent.isVisible()).toBe(true);
    expect(await page.getByRole('main').textContent()).not.toMatch(/redirect|ikigo=/);
    // The first box has the focus on arrival: typing goes into it without a tap.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Umubare wa 1 kuri 6');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type(await codeFromOutbox(outbox, number));
    await page.waitForURL((url) => url.pathname + url.search === joinLink);
    // A new number has no name: the profile dialog asks it over the join link, which stays.
    const dialog = page.getByRole('dialog', { name: 'Imyirondoro' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The provinces in the order of their Kinyarwanda names.
    const provinces = await dialog.getByLabel('Intara').locator('option:not([value=""])').allTextContents();
    expect(provinces).toEqual([
      "Intara y'Amajyaruguru",
      "Intara y'Amajyepfo",
      "Intara y'Iburasirazuba",
      "Intara y'Iburengerazuba",
      'Umujyi wa Kigali',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Amazina yawe').fill('Nshuti Claude');
    await dialog.getByLabel('Intara').selectOption({ label: "Intara y'Amajyepfo" });
    await dialog.getByLabel('Akarere').selectOption('Huye');
    await expect.poll(() => dialog.getByLabel('Umurenge').isEnabled()).toBe(true);
    await dialog.getByLabel('Umurenge').selectOption('Karama');
    await dialog.getByLabel('Akagari').selectOption('Bunazi');
    await dialog.getByRole('button', { name: 'Bika' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByText('Imyirondoro yabitswe.').isVisible()).toBe(true);
    // Saving the name keeps the learner on the link (it used to go on to the dashboard).
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(joinLink);
    await landedOnJoinLink(page);
  });

  it('by e-mail and password', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('inzira-imeli');
    await signUpByApi(page.request, baseUrl(), { email });
    await page.context().clearCookies();
    await openJoinLinkSignedOut(page);
    await logIn(page, email);
    await landedOnJoinLink(page);
  });

  it('by signing up, through the register page and its choice of account', async () => {
    const page = await browser.newPage();
    await openJoinLinkSignedOut(page);
    await page.getByRole('link', { name: 'Fungura konti nshya' }).click();
    await page.waitForURL('**/register?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(joinLink);
    await page.getByRole('link', { name: /Konti isanzwe/ }).click();
    await page.waitForURL('**/user-sign-up?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(joinLink);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Amazina yawe').fill('Ingabire Diane');
    await page.getByLabel('Imeli').fill(uniqueEmail('inzira-kwiyandikisha'));
    await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iyandikishe' }).click();
    await landedOnJoinLink(page);
  });

  it('with Google', async () => {
    const page = await browser.newPage();
    await openJoinLinkSignedOut(page);
    await page.getByRole('link', { name: 'Komeza na Google' }).click();
    // The local OpenID provider's own sign-in page, standing in for Google's.
    await page.locator('input[name="login"]').fill(`inzira-${Date.now()}`);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await landedOnJoinLink(page);
  });
});
