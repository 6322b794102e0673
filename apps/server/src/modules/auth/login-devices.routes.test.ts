import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpLearner } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { tokenOf, waitForMail } from '../../../test/outbox.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { loginDevices } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  // The proxy in front is this machine: X-Forwarded-For names the browser's address.
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server.close());

let addresses = 0;
/** An address no other test of this file uses (each test floods or locks its own). */
const newAddress = () => `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const from = (address: string) => ({ 'x-forwarded-for': address });
const signIn = (browser: Client, email: string, password: string, address: string) =>
  browser.post('/api/auth/login', { email, password }, from(address));
const statusOf = async (answer: Promise<{ status: number }>) => (await answer).status;

/** A learner whose browser signed in before (signed up, then out): a known device of that account. */
async function learnerWithBrowser() {
  const { api: browser, input } = await signedUpLearner(server.base);
  await browser.post('/api/auth/logout');
  return { browser, input };
}

/** 100 failed sign-ins from one address with made-up e-mails: a cyber café's stuffing, or its learners' typos. */
async function flood(address: string) {
  for (let batch = 0; batch < 10; batch++)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(client(server.base), `nobody-${address}-${batch}-${i}@example.rw`, 'not-a-password', address),
      ),
    );
}

async function resetThroughMailbox(browser: Client, email: string, password: string) {
  await client(server.base).post('/api/auth/password-reset/request', { email });
  const token = tokenOf((await waitForMail(server.db, email, /Hindura ijambo/)).link);
  return browser.post('/api/auth/password-reset', { token, password });
}

describe('a password reset lifts the sign-in lock', () => {
  it('lets the new password in at once from the address that was locked, from any browser', async () => {
    const { input } = await signedUpLearner(server.base);
    const cafe = newAddress();
    for (let i = 0; i < 5; i++)
      expect(await statusOf(signIn(client(server.base), input.email, `wrong-${i}`, cafe))).toBe(401);
    expect(await statusOf(signIn(client(server.base), input.email, input.password, cafe))).toBe(429);

    expect((await resetThroughMailbox(client(server.base), input.email, 'irindi-jambo-rishya-1')).status).toBe(200);
    // A browser that never signed in to it (not even the one that reset) is let in.
    expect(await statusOf(signIn(client(server.base), input.email, 'irindi-jambo-rishya-1', cafe))).toBe(200);
  });

  it('lifts the lock of the account from every address too', async () => {
    const { input } = await signedUpLearner(server.base);
    // 50 guesses from 10 addresses lock the account for unknown browsers everywhere.
    for (let a = 0; a < 10; a++) {
      const address = newAddress();
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => signIn(client(server.base), input.email, `guess-${a}-${i}`, address)),
      );
    }
    const home = newAddress();
    expect(await statusOf(signIn(client(server.base), input.email, input.password, home))).toBe(429);
    expect((await resetThroughMailbox(client(server.base), input.email, 'irindi-jambo-rishya-2')).status).toBe(200);
    expect(await statusOf(signIn(client(server.base), input.email, 'irindi-jambo-rishya-2', home))).toBe(200);
  });

  it('makes the resetting browser the only known one: an old browser is a stranger again', async () => {
    const { browser: old, input } = await learnerWithBrowser();
    const resetter = client(server.base);
    expect((await resetThroughMailbox(resetter, input.email, 'irindi-jambo-rishya-3')).status).toBe(200);
    const cafe = newAddress();
    await flood(cafe);
    expect(await statusOf(signIn(old, input.email, 'irindi-jambo-rishya-3', cafe))).toBe(429);
    expect(await statusOf(signIn(resetter, input.email, 'irindi-jambo-rishya-3', cafe))).toBe(200);
  });
});

describe('one shared address does not lock everyone out (device cookies)', () => {
  it('lets a browser that signed in before in at once after 100 failures from its address; a guesser still stops at 5', async () => {
    const { browser, input } = await learnerWithBrowser();
    const cafe = newAddress();
    await flood(cafe);
    // An unknown browser behind that address is refused, even with the right password, and told the
    // network is busy (not that it tried too often)...
    const stranger = await learnerWithBrowser();
    const refused = await signIn(client(server.base), stranger.input.email, stranger.input.password, cafe);
    expect([refused.status, refused.json.code, refused.json.retryAfter > 0]).toEqual([429, 'network_busy', true]);
    // ...the learner's own browser is not.
    expect(await statusOf(signIn(browser, input.email, input.password, cafe))).toBe(200);

    // An attacker's 6th guess on one account is refused, from an unknown browser.
    const attacker = client(server.base);
    const elsewhere = newAddress();
    for (let i = 0; i < 5; i++)
      expect(await statusOf(signIn(attacker, input.email, `guess-${i}`, elsewhere))).toBe(401);
    expect(await statusOf(signIn(attacker, input.email, input.password, elsewhere))).toBe(429);
  });

  it("keeps a known browser's own count: its 6th wrong password is refused, other browsers of the owner are not", async () => {
    const { browser, input } = await learnerWithBrowser();
    const other = client(server.base);
    expect(await statusOf(signIn(other, input.email, input.password, newAddress()))).toBe(200);
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect(await statusOf(signIn(browser, input.email, `wrong-${i}`, address))).toBe(401);
    expect(await statusOf(signIn(browser, input.email, input.password, address))).toBe(429);
    expect(await statusOf(signIn(other, input.email, input.password, address))).toBe(200);
  });

  it('counts a burst from a known browser before checking: at most five passwords checked of forty', async () => {
    const { browser, input } = await learnerWithBrowser();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(browser, input.email, i === 30 ? input.password : `wrong-${i}`, address),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
  });

  it('exempts a browser only for the account it signed in to, and no forged cookie at all', async () => {
    const { browser } = await learnerWithBrowser();
    const other = await learnerWithBrowser();
    const cafe = newAddress();
    await flood(cafe);
    expect(await statusOf(signIn(browser, other.input.email, other.input.password, cafe))).toBe(429);
    const forged = client(server.base);
    forged.cookie = `provisoire_device=${'A'.repeat(43)}`;
    expect(await statusOf(signIn(forged, other.input.email, other.input.password, cafe))).toBe(429);
  });

  it('keeps one token per account in the browser, stored only as a hash, renewed at each sign-in', async () => {
    const shared = client(server.base);
    const a = await learnerWithBrowser();
    const b = await learnerWithBrowser();
    const address = newAddress();
    const first = await signIn(shared, a.input.email, a.input.password, address);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('provisoire_device='))).toMatch(
      /^provisoire_device=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    await signIn(shared, b.input.email, b.input.password, address);
    const held = () => (/provisoire_device=([\w.-]+)/.exec(shared.cookie)?.[1] ?? '').split('.');
    const before = held();
    expect(before).toHaveLength(2);
    await signIn(shared, a.input.email, a.input.password, address);
    expect(held()).toHaveLength(2);
    expect(held()).not.toContain(before[1]); // a's old token was replaced
    expect(held()).toContain(before[0]); // b's stays

    const stored = (await server.db.select({ hash: loginDevices.tokenHash }).from(loginDevices)).map((r) => r.hash);
    for (const token of held()) expect(stored).not.toContain(token);

    // Both accounts are known on this shared phone: a flooded address lets either in.
    const cafe = newAddress();
    await flood(cafe);
    expect(await statusOf(signIn(shared, a.input.email, a.input.password, cafe))).toBe(200);
    expect(await statusOf(signIn(shared, b.input.email, b.input.password, cafe))).toBe(200);
  });

  it('ignores a malformed device cookie, and keeps 20 browsers per account at most', async () => {
    const { input, user } = await signedUpLearner(server.base);
    const odd = client(server.base);
    odd.cookie = `provisoire_device=${'x.'.repeat(2000)}%00;${'B'.repeat(43)}`;
    expect(await statusOf(signIn(odd, input.email, input.password, newAddress()))).toBe(200);
    for (let i = 0; i < 22; i++) await signIn(client(server.base), input.email, input.password, newAddress());
    const rows = await server.db.select().from(loginDevices).where(eq(loginDevices.userId, user.id));
    expect(rows).toHaveLength(20);
  });

  it('behaves as one across two instances on one database', async () => {
    const second = await startTestServer({ database: server.database, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const { browser, input } = await learnerWithBrowser();
      const cafe = newAddress();
      await flood(cafe); // on the first instance
      // The same browser, on the second instance: known there too.
      const there = client(second.base);
      there.cookie = browser.cookie;
      expect(await statusOf(signIn(there, input.email, input.password, cafe))).toBe(200);
      // Its own count is shared too: 3 wrong here and 2 there make the 6th refused here.
      for (let i = 0; i < 3; i++) await signIn(there, input.email, `wrong-${i}`, cafe);
      browser.cookie = there.cookie;
      for (let i = 3; i < 5; i++) await signIn(browser, input.email, `wrong-${i}`, cafe);
      there.cookie = browser.cookie;
      expect(await statusOf(signIn(there, input.email, input.password, cafe))).toBe(429);
    } finally {
      await second.close();
    }
  });
});
