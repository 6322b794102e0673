import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchoolSignUp } from '../../apps/server/test/school-sign-up-input.ts';
import { signUpByApi } from '../support/api-sign-up.ts';
import { startAppServer } from '../support/app-server.ts';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { linkFromOutbox, PASSWORD, signUp } from '../support/flows.ts';

// A server of its own: these tests move its clock to the day before the class, and its reminder sweep
// runs every second.
const ADMIN = 'intebe-e2e@example.rw';
let server: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  server = await startAppServer({ TEST_CLOCK: 'true', REMINDERS_SWEEP_MS: '1000', ADMIN_EMAILS: ADMIN });
});
afterAll(() => server?.stop());
const browser = useBrowser(() => server.baseUrl);

const post = (request: APIRequestContext, path: string, data?: object, method: 'post' | 'put' = 'post') =>
  request[method](`${server.baseUrl}${path}`, { headers: { origin: server.baseUrl }, ...(data && { data }) });
const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
const KIGALI_MS = 2 * 3_600_000;
const kigaliDay = (at: number) => new Date(at + KIGALI_MS).toISOString().slice(0, 10);

/** An approved school with one accepted student, made through the API as the first test already does it in the browser. */
let adminPage: Page | null = null;
async function theAdmin() {
  if (adminPage) return adminPage;
  const admin = await browser.newPage();
  await signUp(admin, ADMIN, 'Umugenzuzi w Intebe');
  await admin.goto(await linkFromOutbox(admin, ADMIN, /Emeza imeli/));
  await expect.poll(() => admin.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
  adminPage = admin;
  return admin;
}

async function schoolWithStudent(name: string, studentName: string) {
  const admin = await theAdmin();

  const school = await browser.newPage();
  const signedUp = await post(
    school.request,
    '/api/schools',
    buildSchoolSignUp({ name, email: uniqueEmail('ikigo'), password: PASSWORD }),
  );
  expect(signedUp.status()).toBe(201);
  const { school: pending } = await (await school.request.get(`${server.baseUrl}/api/school`)).json();
  expect((await post(admin.request, `/api/admin/schools/${pending.id}/decision`, { decision: 'approve' })).ok()).toBe(
    true,
  );
  const { school: approved } = await (await school.request.get(`${server.baseUrl}/api/school`)).json();

  const learner = await browser.newPage();
  const email = uniqueEmail('umunyeshuri');
  await signUpByApi(learner.request, server.baseUrl, { email, displayName: studentName });
  expect((await post(learner.request, '/api/account/school', { code: approved.joinCode }, 'put')).ok()).toBe(true);
  const me = await (await learner.request.get(`${server.baseUrl}/api/auth/me`)).json();
  expect((await post(school.request, `/api/school/students/${me.user.id}/accept`)).status()).toBe(204);
  return { school, learner, learnerId: me.user.id as string, learnerEmail: email };
}

describe("a driving school's seats and messages at 360 px", () => {
  it('buys 3 seats with MTN, gives one, and the learner has the month', async () => {
    const { school, learner, learnerId } = await schoolWithStudent('Auto Ecole Intebe', 'Niyonsaba Eric');
    await school.goto('/dashboard/seats');
    await heading(school, 'Intebe');
    expect(await school.title()).toContain('Intebe');
    await expect.poll(() => school.getByTestId('seats-monthly').textContent()).toContain('0 zisigaye');
    // A school studies nothing: no exam button and no subscription offer beside its pages.
    expect(await school.getByRole('link', { name: 'Isuzume' }).count()).toBe(0);
    expect(await school.getByRole('link', { name: 'Reba ibiciro' }).count()).toBe(0);
    expect(await axeViolations(school)).toEqual([]);

    const month = school.getByRole('article').filter({ hasText: 'Ukwezi 1' });
    await month.getByLabel('Umubare w’intebe').fill('0');
    await month.getByRole('button', { name: 'Gura: Ukwezi 1' }).click();
    await expect.poll(() => month.getByText('Andika umubare uri hagati ya 1 na 100.').isVisible()).toBe(true);
    await month.getByLabel('Umubare w’intebe').fill('3');
    await expect.poll(() => month.getByText('Igiteranyo: 15000 RWF').isVisible()).toBe(true);
    await month.getByRole('button', { name: 'Gura: Ukwezi 1' }).click();
    await expect
      .poll(() => school.getByRole('heading', { name: 'Kwishyura intebe 3: Ukwezi 1' }).isVisible())
      .toBe(true);
    await expect.poll(() => school.getByText('Amafaranga: 15000 RWF').isVisible()).toBe(true);
    expect(await axeViolations(school)).toEqual([]);
    await school.getByLabel('Nimero ya telefoni').fill('0780000004'); // MTN's test number that succeeds at once
    await school.getByRole('button', { name: 'Ishyura' }).click();
    await expect.poll(() => school.getByText(/Intebe 3 zaguzwe/).isVisible()).toBe(true);
    expect(await school.getByRole('link', { name: 'Jya ku masomo' }).count()).toBe(0);
    await school.getByRole('button', { name: 'Funga' }).click();
    await expect.poll(() => school.getByTestId('seats-monthly').textContent()).toContain('3 zisigaye');
    await expect.poll(() => school.getByText('Intebe 3 · Ukwezi 1').isVisible()).toBe(true);

    await school.goto(`/dashboard/students/${learnerId}`);
    await heading(school, 'Niyonsaba Eric');
    const give = school.getByRole('region', { name: 'Tanga intebe' });
    await expect.poll(() => give.getByRole('radio', { name: 'Ukwezi 1 (3 zisigaye)' }).isChecked()).toBe(true);
    expect(await axeViolations(school)).toEqual([]);
    await give.getByRole('button', { name: 'Tanga intebe' }).click();
    await expect.poll(() => school.getByText('Niyonsaba Eric yahawe intebe: Ukwezi 1.').isVisible()).toBe(true);
    await expect.poll(() => give.getByRole('radio', { name: 'Ukwezi 1 (2 zisigaye)' }).isVisible()).toBe(true);

    await learner.goto('/dashboard/ifatabuguzi');
    await expect.poll(() => learner.getByText('Iminsi isigaye: 30').isVisible()).toBe(true);
  });

  it('writes a class for the day after tomorrow: the bell shows it, and the reminder goes the day before', async () => {
    const { school, learner, learnerEmail } = await schoolWithStudent('Auto Ecole Ubutumwa', 'Mutoni Alice');
    const clock = await (await post(school.request, '/dev/clock', { seconds: 0 })).json();
    const now = Date.parse(clock.now);
    const day = kigaliDay(now + 2 * 86_400_000);

    await school.goto('/dashboard/message');
    await heading(school, 'Ubutumwa');
    expect(await school.title()).toContain('Ubutumwa');
    await expect.poll(() => school.getByText('Ntimurohereza ubutumwa.').isVisible()).toBe(true);
    await school.getByRole('button', { name: 'Isomo', exact: true }).click();
    const dialog = school.getByRole('dialog', { name: 'Menyesha isomo' });
    await expect.poll(() => dialog.getByLabel('Itariki').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Ohereza' }).click();
    await expect.poll(() => dialog.getByText('Hitamo itariki.').isVisible()).toBe(true);
    expect(await axeViolations(school)).toEqual([]);
    await dialog.getByLabel('Itariki').fill(day);
    await dialog.getByLabel('Icyo mwongeraho (si ngombwa)').fill('Muzane indangamuntu.');
    await dialog.getByRole('button', { name: 'Ohereza' }).click();
    await expect.poll(() => school.getByText('Ubutumwa bwageze ku banyeshuri 1.').isVisible()).toBe(true);
    await expect.poll(() => school.getByTestId('sent-message').textContent()).toContain('Bwasomwe na 0 kuri 1');

    await learner.goto('/dashboard');
    const bell = learner.getByRole('button', { name: 'Ubutumwa (1 bushya)' });
    await expect.poll(() => bell.isVisible()).toBe(true);
    await bell.click();
    const panel = learner.getByRole('region', { name: 'Ubutumwa' });
    const shown = day.split('-').reverse().join('/');
    await expect.poll(() => panel.getByText(`Isomo · ${shown}`).isVisible()).toBe(true);
    await expect.poll(() => panel.getByText('Muzane indangamuntu.').isVisible()).toBe(true);
    expect(await axeViolations(learner)).toEqual([]);
    await expect.poll(() => learner.getByRole('button', { name: 'Ubutumwa', exact: true }).isVisible()).toBe(true);
    await school.reload();
    await expect.poll(() => school.getByTestId('sent-message').textContent()).toContain('Bwasomwe na 1 kuri 1');

    // The server's clock reaches 08:00 in Kigali the day before: the reminder leaves, once, by e-mail
    // (this learner has no phone on their account).
    const dayBefore = Date.parse(`${day}T08:00:00+02:00`) - 86_400_000;
    await post(school.request, '/dev/clock', { seconds: Math.ceil((dayBefore - now) / 1000) + 60 });
    const reminder = learner
      .locator('article', { hasText: learnerEmail })
      .filter({ hasText: 'irakwibutsa: Isomo ni ejo' });
    await expect
      .poll(
        async () => {
          await learner.goto('/dev/outbox');
          return reminder.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await reminder.textContent()).toContain(
      `Auto Ecole Ubutumwa irakwibutsa: Isomo ni ejo, ${shown}. Muzane indangamuntu.`,
    );
  });
});
