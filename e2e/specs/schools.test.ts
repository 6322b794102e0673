import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUpByApi } from '../support/api-sign-up.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, uniqueEmail, useBrowser } from '../support/browser.ts';
import { linkFromOutbox, signUp } from '../support/flows.ts';
import { SCHOOLS_ADMIN_EMAIL } from '../support/global-setup.ts';

const browser = useBrowser();

const heading = (page: Page, name: string, level = 1) =>
  expect.poll(() => page.getByRole('heading', { name, level }).isVisible()).toBe(true);

/** The school's two steps, as its owner fills them on a phone, with the refusals of an empty first step. */
async function signUpSchool(page: Page, email: string, name: string) {
  await page.goto('/register');
  await page.getByRole('link', { name: /Konti y'ishuri/ }).click();
  await heading(page, 'Kwandikisha ikigo');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Komeza' }).click();
  for (const error of [
    "Shyiramo izina ry'ikigo.",
    'Hitamo icyo ikigo gikora.',
    'Shyiramo nimero ya telefoni.',
    'Shyiramo TIN.',
  ])
    await expect.poll(() => page.getByText(error).isVisible()).toBe(true);
  await page.getByLabel("Izina ry'ikigo").fill(name);
  await page.getByLabel('Icyo gikora').selectOption('auto_ecole_32');
  await page.getByLabel("Telefoni y'ikigo").fill('078 812 3456');
  await page.getByLabel('TIN').fill('12345678');
  await page.getByRole('button', { name: 'Komeza' }).click();
  await expect.poll(() => page.getByText("TIN igizwe n'imibare 9.").isVisible()).toBe(true);
  await page.getByLabel('TIN').fill('123456789');
  await page.getByRole('button', { name: 'Komeza' }).click();

  await expect.poll(() => page.getByRole('heading', { name: /Aho kiri na konti yacyo/ }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Andikisha Ikigo' }).click();
  await expect.poll(() => page.getByText('Hitamo intara.').isVisible()).toBe(true);
  // Back and forth keeps what the first step holds.
  await page.getByRole('button', { name: 'Subira inyuma' }).click();
  expect(await page.getByLabel("Izina ry'ikigo").inputValue()).toBe(name);
  await page.getByRole('button', { name: 'Komeza' }).click();
  await page.getByLabel('Intara').selectOption('Kigali');
  await page.getByLabel('Akarere').selectOption('Gasabo');
  await expect.poll(() => page.getByLabel('Umurenge').isEnabled()).toBe(true);
  await page.getByLabel('Umurenge').selectOption('Gisozi');
  expect(await page.getByLabel('Akagari').count()).toBe(0);
  await page.getByLabel("Imeli y'ikigo").fill(email);
  await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Andikisha Ikigo' }).click();
  await page.waitForURL('**/dashboard');
}

describe('a driving school at 360 px', () => {
  it('signs up in two steps, is approved, takes in a learner by link and follows their exams', async () => {
    const school = await browser.newPage();
    const schoolName = `Auto Ecole Umuhanda ${Date.now().toString(36)}`;
    await signUpSchool(school, uniqueEmail('ishuri'), schoolName);
    await heading(school, schoolName);
    await expect.poll(() => school.getByText('Ikigo cyanyu kiracyagenzurwa').isVisible()).toBe(true);
    expect(await axeViolations(school)).toEqual([]);
    // Pending: its students page shows the same state, not students.
    await school.goto('/dashboard/students');
    await expect.poll(() => school.getByText('Ikigo cyanyu kiracyagenzurwa').isVisible()).toBe(true);

    // An admin approves it from Ibigo.
    const admin = await browser.newPage();
    await signUp(admin, SCHOOLS_ADMIN_EMAIL, 'Umugenzuzi w Ibigo');
    await admin.goto(await linkFromOutbox(admin, SCHOOLS_ADMIN_EMAIL, /Emeza imeli/));
    await expect.poll(() => admin.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
    await admin.goto('/dashboard/schools');
    await heading(admin, 'Ibigo');
    const card = admin.getByRole('listitem').filter({ hasText: schoolName });
    await expect.poll(() => card.getByText('Gitegereje').isVisible()).toBe(true);
    expect(await axeViolations(admin)).toEqual([]);
    await card.getByRole('button', { name: /^Emeza/ }).click();
    await expect.poll(() => card.getByText('Cyemewe').isVisible()).toBe(true);

    // The school's home now has its join code and link.
    await school.goto('/dashboard');
    const codeBox = school.getByTestId('join-code');
    await expect.poll(() => codeBox.isVisible()).toBe(true);
    const code = (await codeBox.textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await axeViolations(school)).toEqual([]);

    // A learner opens the link, sees which school asks, and joins.
    const learner = await browser.newPage();
    await signUpByApi(learner.request, baseUrl(), { email: uniqueEmail('umunyeshuri'), displayName: 'Mukamana Grace' });
    // A link with a code no school has says so before anything is typed.
    await learner.goto('/dashboard/konte?ikigo=ABCD2345');
    await expect.poll(() => learner.getByText('Nta kigo gifite iyi code. Yirebe neza.').isVisible()).toBe(true);
    await learner.goto(`/dashboard/konte?ikigo=${code}`);
    await expect.poll(() => learner.getByText(`Urasabwa kwinjira muri ${schoolName}`).isVisible()).toBe(true);
    expect(await axeViolations(learner)).toEqual([]);
    await learner.getByRole('button', { name: 'Injira mu kigo' }).click();
    await expect.poll(() => learner.getByText('Ikigo kiracyategereje kukwemera.').isVisible()).toBe(true);

    // The school accepts the request.
    await school.goto('/dashboard/students');
    await heading(school, 'Abanyeshuri');
    await expect.poll(() => school.getByText('Abasaba kwinjira (1)').isVisible()).toBe(true);
    expect(await axeViolations(school)).toEqual([]);
    await school.getByRole('button', { name: /^Emera.*Mukamana Grace/ }).click();
    await expect.poll(() => school.getByRole('link', { name: 'Mukamana Grace' }).isVisible()).toBe(true);
    await learner.reload();
    await expect.poll(() => learner.getByText("Uri umunyeshuri w'iki kigo.").isVisible()).toBe(true);
    // Already in a school, a join link explains why it does not join.
    await learner.goto(`/dashboard/konte?ikigo=${code}`);
    await expect.poll(() => learner.getByText(/Usanzwe uri mu kigo/).isVisible()).toBe(true);

    // The learner takes the free exam and finishes it; the school sees it after a reload.
    const headers = { origin: baseUrl() };
    const exam = await (await learner.request.post('/api/exams', { headers })).json();
    expect((await learner.request.post(`/api/exams/${exam.id}/finish`, { headers })).status()).toBe(200);
    await school.reload();
    const student = school.getByRole('listitem').filter({ hasText: 'Mukamana Grace' });
    await expect.poll(() => student.getByText('Amasuzuma', { exact: true }).isVisible()).toBe(true);
    // Each figure is a term and its value: the exams' value follows their term.
    const exams = student.locator('dt', { hasText: /^Amasuzuma$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await exams.textContent()).toBe('1');
    expect(await student.getByText('Amahirwe yo gutsinda').isVisible()).toBe(true);
    await student.getByRole('link', { name: 'Mukamana Grace' }).click();
    await heading(school, 'Mukamana Grace');
    await expect.poll(() => school.getByText('Yatsinzwe').isVisible()).toBe(true);
    expect(await school.title()).toContain('Mukamana Grace');
    expect(await axeViolations(school)).toEqual([]);
  });

  it('keeps a learner out of the school pages and the school sign-up', async () => {
    const learner = await browser.newPage();
    await signUpByApi(learner.request, baseUrl(), { email: uniqueEmail('amatsiko') });
    await learner.goto('/dashboard/students');
    await learner.waitForURL('**/dashboard');
    await learner.goto('/school-sign-up');
    await learner.waitForURL('**/dashboard');
  });
});
