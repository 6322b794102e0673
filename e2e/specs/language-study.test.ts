import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { uniqueEmail, useBrowser } from '../support/browser.ts';
import { PASSWORD } from '../support/flows.ts';

// Issue 41, done when: a visitor chooses English (then French) on the landing page, signs up (signs in),
// practises, sits a mock exam and reads its review in that language, at 360x740, axe clean throughout;
// the choice survives a sign-out and a sign-in on a new device.
const browser = useBrowser();

/** The words these steps look for, as each language's catalogs write them. */
const WORDS = {
  en: {
    language: 'English',
    name: 'Your name',
    password: 'Password',
    signUp: 'Sign up',
    signIn: 'Sign in',
    answers: 'Answers',
    verdict: /^(Right!|Wrong\.)/,
    readLesson: 'Read it in the lesson',
    start: 'Start the mock exam',
    question: (n: number) => `Question ${n} of 20`,
    next: 'Next',
    finish: 'Finish',
    marks: 'Your marks',
    continue: 'Continue',
    seeAnswers: 'See the answers',
    reviewTitle: /^Mock exam of \d\d\/\d\d\/\d{4} · Provisoire$/,
    menu: 'Open menu',
    signOut: 'Sign out',
  },
  fr: {
    language: 'Français',
    name: 'Votre nom',
    password: 'Mot de passe',
    signUp: "S'inscrire",
    signIn: 'Se connecter',
    answers: 'Réponses',
    verdict: /^(Juste !|Faux\.)/,
    readLesson: 'À lire dans la leçon',
    start: "Commencer l'examen blanc",
    question: (n: number) => `Question ${n} sur 20`,
    next: 'Suivante',
    finish: 'Terminer',
    marks: 'Votre note',
    continue: 'Continuer',
    seeAnswers: 'Voir les réponses',
    reviewTitle: /^Examen blanc du \d\d\/\d\d\/\d{4} · Provisoire$/,
    menu: 'Ouvrir le menu',
    signOut: 'Se déconnecter',
  },
} as const;
type Language = keyof typeof WORDS;

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const noViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

/** The question bank's stems in a language, as the practice pack sends them. */
async function stemsIn(page: Page, language: Language | 'rw') {
  const pack = await (await page.request.get(`/api/practice/pack?lang=${language}`)).json();
  return new Set((pack.questions as { stem: string }[]).map((q) => q.stem));
}

async function chooseOnLanding(page: Page, language: Language) {
  await page.goto('/');
  await Promise.all([
    page.waitForEvent('load'),
    page.getByLabel('Ururimi · Language · Langue').selectOption({ label: WORDS[language].language }),
  ]);
  expect(await htmlLang(page)).toBe(language);
  await noViolations(page);
}

/** Three questions practised over the whole bank, each in the language, with its verdict and lesson link. */
async function practise(page: Page, language: Language) {
  const words = WORDS[language];
  const [ours, kinyarwanda] = [await stemsIn(page, language), await stemsIn(page, 'rw')];
  await page.goto('/dashboard/imyitozo?byose=1');
  const heading = page.getByRole('heading', { level: 2 });
  for (let n = 1; n <= 3; n++) {
    await expect.poll(() => page.getByRole('list', { name: words.answers }).isVisible()).toBe(true);
    const stem = (await heading.first().textContent()) ?? '';
    expect(
      [...ours].some((s) => stem.endsWith(s)),
      stem,
    ).toBe(true);
    expect(
      [...kinyarwanda].some((s) => stem.endsWith(s)),
      stem,
    ).toBe(false);
    await page.getByRole('list', { name: words.answers }).getByRole('button').first().click();
    const verdict = page.getByRole('status').filter({ hasText: words.verdict });
    await expect.poll(() => verdict.count()).toBe(1);
    expect(await page.getByRole('link', { name: new RegExp(`^${words.readLesson}`) }).count()).toBe(1);
    if (n === 1) await noViolations(page);
    await page.getByRole('button', { name: words.next, exact: true }).click();
  }
}

/** A whole mock exam, then its review, in the language. */
async function sitExam(page: Page, language: Language) {
  const words = WORDS[language];
  const ours = await stemsIn(page, language);
  await page.goto('/exam/instructions');
  await noViolations(page);
  await page.getByRole('button', { name: words.start }).click();
  await page.waitForURL('**/exam');
  for (let n = 1; n <= 20; n++) {
    await expect.poll(() => page.getByText(words.question(n)).isVisible()).toBe(true);
    const stem = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    expect(
      [...ours].some((s) => stem.endsWith(s)),
      stem,
    ).toBe(true);
    if (n === 1) await noViolations(page);
    await page
      .getByRole('radio')
      .nth(n % 4)
      .check();
    if (n < 20) await page.getByRole('button', { name: words.next, exact: true }).click();
  }
  await page.getByRole('button', { name: words.finish }).click();
  const dialog = page.getByRole('dialog', { name: words.marks });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  const grade = Number((await dialog.getByText(/^\d+\/20$/).textContent())?.split('/')[0]);
  await noViolations(page);
  await dialog.getByRole('button', { name: grade >= 14 ? words.continue : words.seeAnswers }).click();
  await page.waitForURL('**/exam/results');
  const reviewed = page.locator('ol > li').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect.poll(() => reviewed.count()).toBe(20);
  const shown = await reviewed.getByRole('heading', { level: 2 }).allTextContents();
  expect(shown.filter((stem) => [...ours].some((s) => stem.endsWith(s)))).toHaveLength(20);
  expect(await page.getByText(/Article \d+/).count()).toBeGreaterThanOrEqual(20);
  expect(await page.title()).toMatch(words.reviewTitle);
  await noViolations(page);
}

async function signOut(page: Page, language: Language) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: WORDS[language].menu }).click();
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/dashboard')),
    page.getByRole('dialog').getByRole('button', { name: WORDS[language].signOut }).click(),
  ]);
}

async function signIn(page: Page, email: string, language: Language) {
  await page.goto('/login');
  expect(await htmlLang(page)).toBe(language);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(WORDS[language].password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: WORDS[language].signIn, exact: true }).click();
  await page.waitForURL('**/dashboard');
}

describe('learning in English, then in French, at 360x740', () => {
  it('signs up, practises, sits a mock exam and reads its review in each language, and keeps the choice', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('language-study');

    await chooseOnLanding(page, 'en');
    await page.goto('/user-sign-up');
    await page.getByLabel(WORDS.en.name).fill('Uwase Aline');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(WORDS.en.password, { exact: true }).fill(PASSWORD);
    await noViolations(page);
    await page.getByRole('button', { name: WORDS.en.signUp }).click();
    await page.waitForURL('**/dashboard');
    expect(await htmlLang(page)).toBe('en');
    expect((await page.request.post('/api/subscription/trial')).status()).toBe(201);
    await practise(page, 'en');
    await sitExam(page, 'en');

    // Signed out, the landing stays in English; French chosen there, and the account follows it.
    await signOut(page, 'en');
    expect(await htmlLang(page)).toBe('en');
    await chooseOnLanding(page, 'fr');
    await signIn(page, email, 'fr');
    await practise(page, 'fr');
    await sitExam(page, 'fr');

    // A new phone in Kinyarwanda: the account's French once signed in.
    const phone = await browser.newPage();
    await phone.goto('/login');
    expect(await htmlLang(phone)).toBe('rw');
    await phone.getByLabel('Imeli').fill(email);
    await phone.getByLabel("Ijambo ry'ibanga", { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Injira', exact: true }).click();
    await expect.poll(() => htmlLang(phone), { timeout: 20_000 }).toBe('fr');
    await phone.goto('/dashboard/amasomo/4');
    const title = (await (await phone.request.get('/api/lessons/4?lang=fr')).json()).title as string;
    await expect.poll(() => phone.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    await noViolations(phone);
  });
});
