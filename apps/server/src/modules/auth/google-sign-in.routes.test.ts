import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpLearner } from '../../../test/factories.ts';
import { FAKE_GOOGLE_CLIENT, type FakeGoogle, startFakeGoogle } from '../../../test/fake-google.ts';
import { client } from '../../../test/http-client.ts';
import { lastSmsCode, waitForMail } from '../../../test/outbox.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { freePort } from '../../cli/free-port.ts';

let server: TestServer;
let google: FakeGoogle;
beforeAll(async () => {
  const port = await freePort();
  google = await startFakeGoogle(`http://127.0.0.1:${port}/auth/google/callback`);
  server = await startTestServer({
    port,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
    },
  });
});
afterAll(async () => {
  await server.close();
  await google.stop();
});

/** Cookies per origin, as a browser keeps them (paths and expiry left out: every visit here is short). */
function browser() {
  const jars = new Map<string, Map<string, string>>();
  async function visit(url: string, init: RequestInit = {}) {
    const { origin } = new URL(url);
    const jar = jars.get(origin) ?? new Map<string, string>();
    jars.set(origin, jar);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, ...(cookie && { cookie }) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    return { res, location: location && new URL(location, url).href, text: await res.text() };
  }
  return { visit, jars };
}

let numbers = 0;
const nextNumber = () => `0791${String(Date.now() % 100_000).padStart(5, '0')}${++numbers}`.slice(0, 10);
const e164 = (phone: string) => `+250${phone.slice(1)}`;

let logins = 0;
const nextLogin = () => `learner-${++logins}-${Date.now()}`;

/** 'Komeza na Google' to its end: our answer to the return from Google, and the browser's session. */
async function signInWithGoogle(login: string) {
  const ready = await readyToReturn(login);
  const api = await ready.returnNow();
  return { back: api.back, callback: ready.location, api };
}

describe('signing in with Google', () => {
  it('makes an account for a new Google account, and finds it again by its subject', async () => {
    const login = nextLogin();
    google.accounts.set(login, { name: 'Aline Mukamana', email: `${login}@gmail.test` });
    const first = await signInWithGoogle(login);
    expect(first.back.res.status).toBe(302);
    expect(first.back.res.headers.get('location')).toBe('/dashboard/isomo');
    const me = (await first.api.get('/api/auth/me')).json.user;
    expect(me).toMatchObject({ displayName: 'Aline Mukamana', email: `${login}@gmail.test`, emailVerified: true });

    // The e-mail changed at Google: the subject still finds the same account.
    google.accounts.set(login, { name: 'Aline Mukamana', email: `new-${login}@gmail.test` });
    const again = await signInWithGoogle(login);
    expect((await again.api.get('/api/auth/me')).json.user.id).toBe(me.id);
  });

  it('signs into the account that has its verified e-mail, which keeps its password', async () => {
    const { api, input, user } = await signedUpLearner(server.base);
    await server.pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
    const login = nextLogin();
    google.accounts.set(login, { email: input.email.toUpperCase(), name: 'Izina Rindi' });
    const viaGoogle = await signInWithGoogle(login);
    expect((await viaGoogle.api.get('/api/auth/me')).json.user).toMatchObject({
      id: user.id,
      displayName: input.displayName,
    });
    expect((await api.get('/api/auth/me')).json.user?.id).toBe(user.id); // the other device stays signed in
    const withPassword = await client(server.base).post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(withPassword.status).toBe(200);
  });

  it('takes an unverified account over from whoever set its password: the password and its sessions end', async () => {
    const { api, input, user } = await signedUpLearner(server.base);
    const login = nextLogin();
    google.accounts.set(login, { email: input.email });
    const viaGoogle = await signInWithGoogle(login);
    expect((await viaGoogle.api.get('/api/auth/me')).json.user).toMatchObject({ id: user.id, emailVerified: true });
    expect((await api.get('/api/auth/me')).json.user).toBeNull();
    const withPassword = await client(server.base).post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(withPassword.json.code).toBe('invalid_credentials');
  });

  it('takes an unverified account over with every way in the squatter added: number, codes, sessions; the owner is told', async () => {
    // The squatter signs up first with the owner's address, adds their own number, and keeps a second code.
    const squatter = await signedUpLearner(server.base);
    const [own, spare] = [nextNumber(), nextNumber()];
    const sent = await squatter.api.post('/api/account/phone/code', { phone: own });
    const pending = await squatter.api.post('/api/account/phone/code', { phone: spare });
    const added = await squatter.api.post('/api/account/phone/verify', {
      verificationId: sent.json.verificationId,
      code: await lastSmsCode(server.db, e164(own)),
    });
    expect(added.status).toBe(200);

    const login = nextLogin();
    google.accounts.set(login, { email: squatter.input.email });
    const owner = await signInWithGoogle(login);
    const me = (await owner.api.get('/api/auth/me')).json.user;
    expect(me).toMatchObject({ id: squatter.user.id, phone: null, hasPassword: false, google: true });
    expect((await squatter.api.get('/api/auth/me')).json.user).toBeNull();
    const { rows } = await server.pool.query(
      'SELECT count(*)::int AS n FROM phone_codes WHERE user_id = $1 AND used_at IS NULL',
      [squatter.user.id],
    );
    expect([rows[0].n, pending.status]).toEqual([0, 202]);

    // The squatter's number now signs in to an account of its own, empty, not the owner's.
    server.advance(61_000);
    const viaPhone = client(server.base);
    const asked = await viaPhone.post('/api/auth/phone/code', { phone: own });
    const signedIn = await viaPhone.post('/api/auth/phone/verify', {
      verificationId: asked.json.verificationId,
      code: await lastSmsCode(server.db, e164(own)),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.id).not.toBe(squatter.user.id);

    const told = await waitForMail(server.db, squatter.input.email, /uburyo bwo kwinjira/);
    expect(told.text).toContain(e164(own));
    expect(told.text).toContain('/dashboard/konte');
  });

  it('removes the Google link only while a password or a number remains', async () => {
    const login = nextLogin();
    const only = await signInWithGoogle(login);
    const refused = await only.api.call('DELETE', '/api/account/google');
    expect([refused.status, refused.json.code]).toEqual([409, 'last_way_in']);
    expect((await only.api.get('/api/auth/me')).json.user.google).toBe(true);

    const phone = nextNumber();
    const sent = await only.api.post('/api/account/phone/code', { phone });
    await only.api.post('/api/account/phone/verify', {
      verificationId: sent.json.verificationId,
      code: await lastSmsCode(server.db, e164(phone)),
    });
    const removed = await only.api.call('DELETE', '/api/account/google');
    expect(removed.status).toBe(204);
    const me = (await only.api.get('/api/auth/me')).json.user;
    expect(me).toMatchObject({ google: false, phone: e164(phone) });
    // The Google account no longer leads here (its e-mail changed meanwhile: no address joins them either).
    google.accounts.set(login, { email: `other-${login}@gmail.test` });
    const again = await signInWithGoogle(login);
    expect((await again.api.get('/api/auth/me')).json.user.id).not.toBe(me.id);
    const lastOne = await only.api.call('DELETE', '/api/account/phone');
    expect([lastOne.status, lastOne.json.code]).toEqual([409, 'last_way_in']);
  });

  it('never links by an e-mail Google has not verified', async () => {
    const { input, user } = await signedUpLearner(server.base);
    await server.pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
    const login = nextLogin();
    google.accounts.set(login, { email: input.email, email_verified: false, name: 'Yo' });
    const viaGoogle = await signInWithGoogle(login);
    const me = (await viaGoogle.api.get('/api/auth/me')).json.user;
    // A separate account, without the e-mail, and without a name too short to keep: the profile asks.
    expect(me).toMatchObject({ email: null, displayName: '' });
    expect(me.id).not.toBe(user.id);
  });

  it('makes one account when the first sign-ins of one Google account race', async () => {
    const login = nextLogin();
    // Five browsers each reach the callback with their own code, then all return at once.
    const ready = await Promise.all(Array.from({ length: 5 }, () => readyToReturn(login)));
    const backs = await Promise.all(ready.map((r) => r.returnNow()));
    const ids = await Promise.all(backs.map(async (api) => (await api.get('/api/auth/me')).json.user.id));
    expect(new Set(ids).size).toBe(1);
    const { rows } = await server.pool.query('SELECT count(*)::int AS n FROM users WHERE google_sub = $1', [login]);
    expect(rows[0].n).toBe(1);
  });

  it('sends the learner back to the login page when the return does not check out', async () => {
    // No pending sign-in in this browser (another browser's return, or one replayed later).
    const { callback } = await signInWithGoogle(nextLogin());
    const stranger = await browser().visit(callback);
    expect(stranger.location).toBe(`${server.base}/login?google=failed`);

    // The state changed on the way.
    const { location, returnNow } = await readyToReturn(nextLogin());
    const forged = new URL(location);
    forged.searchParams.set('state', 'forged');
    const refused = await returnNow(forged.href);
    expect(refused.back.location).toBe(`${server.base}/login?google=failed&redirect=%2Fdashboard%2Fisomo`);
    expect((await refused.get('/api/auth/me')).json.user).toBeNull();

    // The learner said no at Google.
    const b = browser();
    await b.visit(`${server.base}/auth/google?redirect=%2Fdashboard%2Fkonte`);
    const cancelled = await b.visit(`${server.base}/auth/google/callback?error=access_denied&state=x`);
    expect(cancelled.location).toBe(`${server.base}/login?google=cancelled&redirect=%2Fdashboard%2Fkonte`);
  });

  it('begins on the public address, so the return finds its cookie', async () => {
    const port = new URL(server.base).port;
    const res = await fetch(`http://localhost:${port}/auth/google?redirect=%2Fdashboard`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe(`${server.base}/auth/google?redirect=%2Fdashboard`);
  });
});

/** A browser that has been through Google and holds its return address, not yet followed. */
async function readyToReturn(login: string, start = '/auth/google?redirect=%2Fdashboard%2Fisomo') {
  const b = browser();
  const begun = await b.visit(server.base + start);
  expect(begun.res.status).toBe(302);
  let step = await b.visit(begun.location!);
  while (step.location && !step.location.startsWith(server.base)) {
    if (step.location.includes('/interaction/')) {
      const page = await b.visit(step.location);
      const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1];
      step = await b.visit(new URL(action!, step.location).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
    } else step = await b.visit(step.location);
  }
  const location = step.location!;
  return {
    location,
    async returnNow(url = location) {
      const back = await b.visit(url);
      const api = client(server.base);
      api.cookie = [...(b.jars.get(server.base) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
      return Object.assign(api, { back });
    },
  };
}

describe('when Google cannot be reached', () => {
  it('says so on the login page, and the app keeps running', async () => {
    const offline = await startTestServer({
      env: {
        GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`, // nothing listens there
        GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
      },
    });
    try {
      const port = new URL(offline.base).port;
      const res = await fetch(`http://localhost:${port}/auth/google?redirect=%2Fdashboard`, { redirect: 'manual' });
      expect(res.headers.get('location')).toBe('/login?google=unavailable&redirect=%2Fdashboard');
      expect((await fetch(`${offline.base}/api/health`)).status).toBe(200);
    } finally {
      await offline.close();
    }
  });
});
