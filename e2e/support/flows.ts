import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD } from './api-sign-up.ts';

export { PASSWORD };

/** Signs up through the form, as a learner would, and waits for the dashboard. */
export async function signUp(page: Page, email: string, name = 'Uwase Aline') {
  await page.goto('/user-sign-up');
  await page.getByLabel('Amazina yawe').fill(name);
  await page.getByLabel('Imeli').fill(email);
  await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iyandikishe' }).click();
  await page.waitForURL('**/dashboard');
}

/** Starts the signed-in learner's free day from the subscription page, and waits until it is active. */
export async function startFreeDay(page: Page) {
  await page.goto('/dashboard/ifatabuguzi');
  await page.getByRole('button', { name: "Tangira umunsi w'ubuntu" }).click();
  await expect.poll(() => page.getByTestId('subscription-status').textContent()).toBe('Rirakora');
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Imeli').fill(email);
  await page.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Injira', exact: true }).click();
}

/**
 * The newest link mailed to this address, read from the outbox page as a developer would, reloading
 * until it has landed (mail leaves after the answer).
 */
export async function linkFromOutbox(page: Page, email: string, subject: RegExp) {
  const mail = page.locator('article', { hasText: email }).filter({ hasText: subject }).first();
  await expect
    .poll(async () => {
      await page.goto('/dev/outbox');
      return mail.count();
    })
    .toBeGreaterThan(0);
  const href = await mail.locator('a').first().getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href ?? '').pathname + new URL(href ?? '').search;
}

/** The code in the newest SMS to this number, read from the outbox page as a developer would. */
export async function codeFromOutbox(page: Page, national: string) {
  const sms = page.locator('article', { hasText: `+250${national.slice(1)}` }).first();
  await expect
    .poll(async () => {
      await page.goto('/dev/outbox');
      return sms.count();
    })
    .toBeGreaterThan(0);
  const code = ((await sms.textContent()) ?? '').match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeTruthy();
  return code ?? '';
}
