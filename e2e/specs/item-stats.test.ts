import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { startAppServer } from '../support/app-server.ts';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { linkFromOutbox } from '../support/flows.ts';

// A server of its own: its only exams are this file's, and its admin is the first to sign up with this address.
const ADMIN = 'abanditsi-e2e@example.rw';
let server: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  server = await startAppServer({ ADMIN_EMAILS: ADMIN });
});
afterAll(() => server?.stop());
const browser = useBrowser(() => server.baseUrl);

describe("Isesengura ry'ibibazo", () => {
  it('shows an admin, at 360 px, every question with how it is answered, saying when there is too little data', async () => {
    // Two learners take their free exam: their questions are asked once or twice, far from enough to judge.
    for (const tag of ['umwe', 'kabiri']) {
      const learner = await browser.newPage();
      await signUpByApi(learner.request, server.baseUrl, { email: uniqueEmail(`isesengura-${tag}`) });
      await learner.goto('/dashboard');
      const status = await learner.evaluate(async () => {
        const send = (method: string, path: string, body?: unknown) =>
          fetch(path, {
            method,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        const exam = (await (await send('POST', '/api/exams')).json()) as { id: string };
        for (let position = 0; position < 10; position++)
          await send('PUT', `/api/exams/${exam.id}/answers/${position}`, { choice: position % 4 });
        return (await send('POST', `/api/exams/${exam.id}/finish`)).status;
      });
      expect(status).toBe(200);
    }

    const page = await browser.newPage({ width: 360, height: 740 });
    await signUpByApi(page.request, server.baseUrl, { email: ADMIN, displayName: 'Umwanditsi Mukuru' });
    await page.goto(await linkFromOutbox(page, ADMIN, /Emeza imeli/));
    await expect.poll(() => page.getByText('Imeli yawe yemejwe. Murakoze!').isVisible()).toBe(true);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Fungura menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu nyamukuru' })
      .getByRole('link', { name: "Isesengura ry'ibibazo" })
      .click();
    await expect
      .poll(() => page.getByRole('heading', { name: "Isesengura ry'ibibazo", level: 1 }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe("Isesengura ry'ibibazo · Provisoire");

    await expect.poll(() => page.getByText(/^Nta makuru ahagije araboneka/).isVisible()).toBe(true);
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => cards.count()).toBe(30);
    // The questions asked come first, each choice with how often it was picked.
    expect(await cards.first().textContent()).toMatch(/Cyabajijwe: [12] · Abagisubije neza: \d+ %/);
    expect(await cards.first().getByRole('list', { name: 'Ibisubizo n’inshuro byatoranyijwe' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Reba Ibikurira' }).click();
    await expect.poll(() => cards.count()).toBe(60);
    await expect.poll(() => page.getByText(/^Herekanwa 60 kuri \d{3}/).isVisible()).toBe(true);

    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Kuramo CSV' }).getAttribute('href')) ?? '',
    );
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(
      /^attachment; filename="provisoire-ibibazo-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect((await csv.text()).split('\n')[0]).toContain('id,isomo,ikibazo,yabajijwe');
  });
});
