import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../support/api-sign-up.ts';
import { startAppServer } from '../support/app-server.ts';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';

// A server of its own: a test moves its clock a day on, which no other file's payments or exams must feel.
let server: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  server = await startAppServer({ TEST_CLOCK: 'true' });
});
afterAll(() => server?.stop());
const browser = useBrowser(() => server.baseUrl);

const PHONE_HEIGHT = 740;
const LESSON_4 = "Imiyoborere, umuvuduko n'intera";

const api = (page: Page, method: 'get' | 'post' | 'put', path: string, data?: object) =>
  page.request[method](`${server.baseUrl}${path}`, { headers: { origin: server.baseUrl }, ...(data && { data }) });

/**
 * A new learner, signed in through the API (this file is about what comes after), on the free day, or with
 * 3 days bought through the simulator (its test number pays at once) when the test moves the clock a day.
 */
async function learner(tag: string, { paid = false } = {}) {
  const page = await browser.newPage();
  await signUpByApi(page.request, server.baseUrl, { email: uniqueEmail(tag), freeDay: !paid });
  if (paid) {
    const payment = { plan: 'daily', method: 'mtn', phone: '0780000004', requestId: randomUUID() };
    expect((await api(page, 'post', '/api/payments', payment)).ok()).toBe(true);
    await expect
      .poll(async () => (await (await api(page, 'get', '/api/subscription')).json()).subscription?.status)
      .toBe('active');
  }
  return page;
}

const heading = (page: Page, name: string | RegExp, level = 1) =>
  expect.poll(() => page.getByRole('heading', { name, level }).isVisible()).toBe(true);

const choices = (page: Page) => page.getByRole('list', { name: 'Ibisubizo' }).getByRole('button');
const verdict = (page: Page) => page.getByRole('status').filter({ hasText: /^(Ni byo!|Si byo\.)/ });

/** Taps the first choice of the question shown and waits for the verdict: true when it was right. */
async function answerFirst(page: Page) {
  await choices(page).first().click();
  await expect.poll(() => verdict(page).count()).toBe(1);
  return ((await verdict(page).textContent()) ?? '').startsWith('Ni byo!');
}

/** The question shown, by its heading (its number, then its stem). */
const questionHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Ikibazo \d+/ });

/** Four first-time answers in every part of the exam (the signs, each lesson's unsigned questions), all right or all wrong. */
async function answerEveryPart(page: Page, right: boolean) {
  const { questions } = (await (await api(page, 'get', '/api/practice/pack')).json()) as {
    questions: { id: string; topic: number; sign: string | null; correct: number }[];
  };
  const parts = new Map<number, typeof questions>();
  for (const q of questions) {
    const part = q.sign ? 0 : q.topic;
    parts.set(part, [...(parts.get(part) ?? []), q]);
  }
  for (const q of [...parts.values()].flatMap((pool) => pool.slice(0, 4))) {
    const choice = right ? q.correct : (q.correct + 1) % 3;
    const answered = await api(page, 'post', '/api/practice/answers', {
      questionId: q.id,
      choice,
      requestId: randomUUID(),
    });
    expect(answered.status()).toBe(200);
  }
}

/** A mock exam through the API: `right` answers right is not known, so the same choice for all, then finished. */
async function examByApi(page: Page, choice: number) {
  const exam = await (await api(page, 'post', '/api/exams')).json();
  for (let position = 0; position < 20; position++)
    expect((await api(page, 'put', `/api/exams/${exam.id}/answers/${position}`, { choice })).status()).toBe(200);
  return (await (await api(page, 'post', `/api/exams/${exam.id}/finish`)).json()) as { grade: number };
}

describe('learning at 360 px', () => {
  it('practises one lesson: feedback at once, the right answer marked, the lesson to read, a retry offline, the score', async () => {
    const page = await learner('practice');
    await page.goto('/dashboard/imyitozo');
    await heading(page, 'Imyitozo');
    expect(await page.title()).toBe('Imyitozo · Provisoire');
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(`Isomo rya 4 ?${LESSON_4}`) }).isVisible())
      .toBe(true);
    expect(await page.getByText('Nta makosa yo gusubiramo uyu munsi.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: new RegExp(`Isomo rya 4 ?${LESSON_4}`) }).click();
    await page.waitForURL('**/dashboard/imyitozo?isomo=4');
    await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Ikibazo 1/);
    expect(await page.title()).toBe(`Imyitozo: Isomo rya 4: ${LESSON_4} · Provisoire`);
    expect(await choices(page).count()).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);

    const right = await answerFirst(page);
    const marked = choices(page).filter({ hasText: "Igisubizo cy'ukuri" });
    expect(await marked.count()).toBe(1);
    if (!right) expect(await choices(page).first().textContent()).toContain('Wahisemo');
    expect(await verdict(page).textContent()).toContain('Impamvu:');
    const read = page.getByRole('link', { name: `Soma mu isomo: ${LESSON_4}` });
    expect(await read.getAttribute('href')).toMatch(/^\/dashboard\/amasomo\/4(#ingingo-[\da-z-]+)?$/); // at the cited article
    expect(await axeViolations(page)).toEqual([]);

    // The next question takes the focus; the keyboard alone answers it.
    await page.getByRole('button', { name: 'Ikurikira', exact: true }).click();
    await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Ikibazo 2/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => verdict(page).count()).toBe(1);

    // A connection that drops: the answer keeps its choice, and sent again under the same request id it counts once.
    await page.getByRole('button', { name: 'Ikurikira', exact: true }).click();
    await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Ikibazo 3/);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/practice/answers')) sent.push(r.postData() ?? '');
    });
    await page.route('**/api/practice/answers', (route) => route.abort('internetdisconnected'));
    await choices(page).nth(1).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Igisubizo cyawe nticyoherejwe.' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await choices(page).nth(0).click({ force: true }); // the answer has left (aria-disabled): no other
    await page.unroute('**/api/practice/answers');
    await page.getByRole('button', { name: 'Ongera wohereze' }).click();
    await expect.poll(() => verdict(page).count()).toBe(1);
    expect((await choices(page).nth(1).textContent())?.match(/Wahisemo|Igisubizo cy'ukuri/)).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);

    // Offline: the answer waits on the phone, and leaves by itself when the connection is back.
    await page.getByRole('button', { name: 'Ikurikira', exact: true }).click();
    await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Ikibazo 4/);
    await page.context().setOffline(true);
    await choices(page).nth(2).click();
    await expect.poll(() => page.getByText('Nta murandasi. Igisubizo cyawe kizoherezwa').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    await expect.poll(() => verdict(page).count()).toBe(1);
    expect(await page.getByText(/^Wakoze neza \d kuri 4$/).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Hagarika' }).click();
    await heading(page, 'Imyitozo yahagaze', 2);
    await expect.poll(() => page.getByText(/^Wasubije ibibazo 4, ibyo wakoze neza ni \d\.$/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Komeza kwitoza' }).click();
    await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Ikibazo 5/);
    await answerFirst(page);
    await page.getByRole('link', { name: `Soma mu isomo: ${LESSON_4}` }).click();
    await page.waitForURL(/\/dashboard\/amasomo\/4(#ingingo-[\da-z-]+)?$/);
    await heading(page, LESSON_4);
  });

  it('brings a wrong answer back in "Amakosa yanjye" once the server\'s clock has moved a day', async () => {
    const page = await learner('mistakes', { paid: true });
    await page.goto('/dashboard/imyitozo/amakosa');
    await heading(page, 'Amakosa yanjye');
    await expect.poll(() => page.getByText('Nta makosa ufite.', { exact: false }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Amakosa yanjye · Provisoire');
    expect(await axeViolations(page)).toEqual([]);

    // Practise everything until an answer is wrong (three of four choices are).
    await page.goto('/dashboard/imyitozo?byose=1');
    let missed = '';
    for (let n = 1; n <= 12 && !missed; n++) {
      await expect.poll(() => questionHeading(page).textContent()).toMatch(new RegExp(`^Ikibazo ${n}`));
      const stem = (await questionHeading(page).textContent())?.replace(/^Ikibazo \d+(Ikosa rigarutse)?/, '') ?? '';
      if (!(await answerFirst(page))) missed = stem;
      else await page.getByRole('button', { name: 'Ikurikira', exact: true }).click();
    }
    expect(missed).not.toBe('');
    await expect.poll(() => page.getByText('Kiri mu makosa yawe').isVisible()).toBe(true);

    const moved = await api(page, 'post', '/dev/clock', { seconds: 86_400 + 60 });
    expect(moved.status()).toBe(200);
    await page.goto('/dashboard/imyitozo/amakosa');
    const dueToday = page.locator('dt', { hasText: 'Ayo gusubiramo uyu munsi' }).locator('+ dd');
    await expect.poll(() => dueToday.textContent()).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    // The home offers them within the first screen.
    await page.goto('/dashboard');
    const mistakesLink = page.getByRole('link', { name: /Amakosa yo gusubiramo uyu munsi\s*1/ });
    await expect.poll(() => mistakesLink.isVisible()).toBe(true);
    const box = await mistakesLink.boundingBox();
    expect((box?.y ?? PHONE_HEIGHT) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE_HEIGHT);

    await mistakesLink.click();
    await page.waitForURL('**/dashboard/imyitozo?amakosa=1');
    await expect.poll(() => questionHeading(page).textContent()).toContain(missed);
    expect(await questionHeading(page).textContent()).toContain('Ikosa rigarutse');
    expect(await page.title()).toBe('Imyitozo: Amakosa yanjye · Provisoire');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("runs lesson 4's self-check: five questions with feedback, the score and the best, shown on the lesson's card", async () => {
    const page = await learner('self-check');
    await page.goto('/dashboard/amasomo/4');
    await heading(page, LESSON_4);
    const check = page.getByRole('region', { name: 'Isuzume kuri iri somo' });
    await check.getByRole('button', { name: 'Tangira kwisuzuma' }).click();
    let right = 0;
    for (let n = 1; n <= 5; n++) {
      await expect.poll(() => questionHeading(page).textContent()).toMatch(new RegExp(`^Ikibazo ${n} kuri 5`));
      if (n === 1) expect(await axeViolations(page)).toEqual([]);
      if (await answerFirst(page)) right++;
      await check.getByRole('button', { name: n < 5 ? 'Ikurikira' : 'Reba amanota' }).click();
    }
    await expect.poll(() => check.getByText(`Wabonye ${right} kuri 5`).isVisible()).toBe(true);
    expect(await check.getByText(`Amanota yawe meza kuri iri somo: ${right}/5`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/dashboard/amasomo');
    const card = page.getByRole('article').filter({ hasText: LESSON_4 });
    await expect.poll(() => card.getByText(`Isuzuma: ${right}/5`).isVisible()).toBe(true);
    expect(await card.getByText('Warifunguye').isVisible()).toBe(true);
    expect(await card.getByText(/^Ubumenyi \d+ %$/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the readiness card first: not yet, with the parts to practise, until the answers cover the exam', async () => {
    const page = await learner('readiness');
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Amahirwe yo gutsinda' });
    await expect.poll(() => card.getByText('Ntibiramenyekana').isVisible()).toBe(true);
    expect(await card.getByText("0 % by'ikizamini").isVisible()).toBe(true);
    expect(await card.getByText(/hafi \d+ %/).count()).toBe(0); // no chance at all
    const parts = card.getByRole('list').getByRole('link');
    await expect.poll(() => parts.count()).toBeGreaterThan(1);
    expect(await parts.first().textContent()).toContain('Ibyapa byo ku muhanda'); // the largest part first
    const exam = page.getByRole('link', { name: 'Isuzume: ibibazo 20 mu minota 20' });
    const box = await exam.boundingBox();
    expect((box?.y ?? PHONE_HEIGHT) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE_HEIGHT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: 'Abarwa ate?' }).click();
    await page.waitForURL('**/dashboard/imyitozo/amahirwe');
    await heading(page, 'Amahirwe yo gutsinda abarwa ate?');
    expect(await page.title()).toBe('Amahirwe yo gutsinda abarwa ate? · Provisoire');
    await expect.poll(() => page.getByText("Igice cy'ikizamini wize", { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await parts.first().click(); // one tap into the signs
    await page.waitForURL(/\/dashboard\/imyitozo\?ibyapa=all/);
    await expect.poll(() => page.getByText('Ibyapa byose').first().isVisible()).toBe(true);
    await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Ikibazo 1/);
  });

  it('leads with a verdict once the answers cover the exam: likely for one who knows, not ready for one who does not', async () => {
    for (const [tag, right, words] of [
      ['ready', true, 'Birashoboka cyane'],
      ['unready', false, 'Ntabwo uriteguye'],
    ] as const) {
      const page = await learner(tag);
      await answerEveryPart(page, right);
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'Amahirwe yo gutsinda' });
      await expect.poll(() => card.getByText(words, { exact: true }).isVisible()).toBe(true);
      const chance = await card
        .getByText(/^Amahirwe yo kubona nibura 14 kuri 20 mu isuzuma ryacu: hafi \d+ %\.$/)
        .textContent();
      const shown = Number(/hafi (\d+) %/.exec(chance ?? '')?.[1]);
      expect(shown % 5).toBe(0);
      expect(shown).toBeGreaterThanOrEqual(5);
      expect(shown).toBeLessThanOrEqual(95);
      const weakest = card.getByRole('list').getByRole('link');
      expect(await weakest.count()).toBe(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);
      await weakest.first().click();
      await page.waitForURL(/\/dashboard\/imyitozo\?(isomo=\d+|ibyapa=all)/);
      await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Ikibazo 1/);
      await page.close();
    }
  });

  it('draws the grades over time with the pass mark, and says them to screen readers', async () => {
    const page = await learner('chart');
    const grades = [(await examByApi(page, 0)).grade, (await examByApi(page, 1)).grade];
    await page.goto('/dashboard/isuzuma');
    const chart = page.getByRole('img', { name: 'Amanota yawe uko agenda' });
    await expect.poll(() => chart.isVisible()).toBe(true);
    expect(await chart.locator('circle').count()).toBe(2);
    expect(await chart.locator('line[stroke-dasharray]').count()).toBe(1);
    const description = await chart.evaluate(
      (svg) => document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toContain(`Amanota kuri 20, uko yakurikiranye: ${grades.join(', ')}.`);
    expect(description).toContain('Gutsinda ni 14.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
});
