import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignUp, signedUpLearner } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { mailsTo, tokenOf, waitForMail } from '../../../test/outbox.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { auditLog, users } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_EMAILS: 'boss@provisoire.rw', PUBLIC_URL: 'http://app.test' },
  });
});
afterAll(() => server.close());

const userCount = async () => (await server.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('sign-up', () => {
  it('creates the account, signs in, and mails a verification link that works once', async () => {
    const { api, input, user } = await signedUpLearner(server.base, {
      displayName: '  Mukamana Alice ',
    });
    expect(user).toMatchObject({
      displayName: 'Mukamana Alice',
      email: input.email,
      emailVerified: false,
      role: 'learner',
    });
    expect((await api.get('/api/auth/me')).json.user.id).toBe(user.id);

    const mail = await waitForMail(server.db, input.email, /Emeza imeli/);
    expect(mail.link).toMatch(/^http:\/\/app\.test\/verify-email\?token=/);
    const anonymous = client(server.base);
    expect(
      (
        await anonymous.post('/api/auth/verify-email', {
          token: tokenOf(mail.link),
        })
      ).status,
    ).toBe(204);
    expect((await api.get('/api/auth/me')).json.user.emailVerified).toBe(true);
    expect(
      (
        await anonymous.post('/api/auth/verify-email', {
          token: tokenOf(mail.link),
        })
      ).json.code,
    ).toBe('invalid_token');
  });

  it('sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await client(server.base).post('/api/auth/sign-up', buildSignUp());
    expect(res.headers.get('set-cookie')).toMatch(/^provisoire_session=[\w-]{43};.*HttpOnly; SameSite=Lax/);
  });

  it('refuses an e-mail already used, whatever its case, and creates nothing', async () => {
    const { input } = await signedUpLearner(server.base);
    const before = await userCount();
    const res = await client(server.base).post('/api/auth/sign-up', buildSignUp({ email: input.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('email_taken');
    expect(await userCount()).toBe(before);
  });

  it('gives the admin role to a configured address once its link is opened, not before', async () => {
    const { api, user } = await signedUpLearner(server.base, { email: 'Boss@Provisoire.rw' });
    expect(user.role).toBe('learner');
    expect((await api.get('/api/admin/users')).status).toBe(403);
    const mail = await waitForMail(server.db, 'boss@provisoire.rw', /Emeza/);
    expect((await client(server.base).post('/api/auth/verify-email', { token: tokenOf(mail.link) })).status).toBe(204);
    expect((await api.get('/api/auth/me')).json.user.role).toBe('admin');
    expect((await api.get('/api/admin/users')).status).toBe(200);
    const [granted] = await server.db.select().from(auditLog).where(eq(auditLog.subject, user.id));
    expect(granted).toMatchObject({ action: 'admin.role_granted', details: { by: 'ADMIN_EMAILS' } });
  });

  it('lets only one of two racing sign-ups with one e-mail win', async () => {
    const input = buildSignUp();
    const results = await Promise.all([1, 2, 3].map(() => client(server.base).post('/api/auth/sign-up', input)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again; the old cookie then opens nothing', async () => {
    const { input } = await signedUpLearner(server.base);
    const api = client(server.base);
    expect(
      (
        await api.post('/api/auth/login', {
          email: input.email.toUpperCase(),
          password: input.password,
        })
      ).status,
    ).toBe(200);
    const cookie = api.cookie;
    expect((await api.get('/api/auth/me')).status).toBe(200);
    const out = await api.post('/api/auth/logout');
    expect(out.status).toBe(204);
    // the private pages the browser kept for revisits go with the learner (S3)
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    api.cookie = cookie;
    expect((await api.get('/api/auth/me')).json).toEqual({ user: null });
  });

  it('ends the session a kept sign-out names, and never the session of whoever signed in since', async () => {
    const first = await signedUpLearner(server.base);
    const kept = (await first.api.get('/api/auth/me')).json.user.session as string;
    expect(kept).toMatch(/^[0-9a-f-]{36}$/);
    const firstCookie = first.api.cookie;
    // The phone went offline, its learner signed out there, then another signed in on it.
    const second = await signedUpLearner(server.base);
    const phone = client(server.base);
    phone.cookie = second.api.cookie;
    const sent = await phone.post('/api/auth/logout', { session: kept });
    expect(sent.status).toBe(204);
    expect(sent.headers.getSetCookie()).toEqual([]);
    expect((await phone.get('/api/auth/me')).json.user.id).toBe(second.user.id);
    first.api.cookie = firstCookie;
    expect((await first.api.get('/api/auth/me')).json).toEqual({ user: null });

    // Sent again, by the page, the worker and the background sync at once: nothing more; naming its own,
    // the cookie goes too.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => phone.post('/api/auth/logout', { session: kept })),
    );
    expect(again.map((a) => a.status)).toEqual(Array(10).fill(204));
    expect((await phone.get('/api/auth/me')).json.user.id).toBe(second.user.id);
    const own = (await phone.get('/api/auth/me')).json.user.session as string;
    const ended = await phone.post('/api/auth/logout', { session: own });
    expect(ended.headers.getSetCookie().join()).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    phone.cookie = second.api.cookie;
    expect((await phone.get('/api/auth/me')).json).toEqual({ user: null });
    for (const body of [{ session: 'not-an-id' }, { session: kept, more: 1 }]) {
      const refused = await phone.post('/api/auth/logout', body);
      expect([refused.status, refused.json.code]).toEqual([400, 'validation_failed']);
    }
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { input } = await signedUpLearner(server.base);
    const wrong = await client(server.base).post('/api/auth/login', {
      email: input.email,
      password: 'not-the-password',
    });
    const unknown = await client(server.base).post('/api/auth/login', {
      email: 'nobody@example.rw',
      password: 'whatever1',
    });
    expect([wrong.status, wrong.json.code]).toEqual([401, 'invalid_credentials']);
    expect([unknown.status, unknown.json.code]).toEqual([401, 'invalid_credentials']);
  });

  it('locks an account after five failures, even for the right password, until the lock ends', async () => {
    const { input } = await signedUpLearner(server.base);
    const api = client(server.base);
    for (let i = 0; i < 5; i++)
      await api.post('/api/auth/login', {
        email: input.email,
        password: `wrong-${i}-pass`,
      });
    const locked = await api.post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'too_many_attempts' });
    expect(locked.json.retryAfter).toBeGreaterThan(0);
    expect(locked.headers.get('retry-after')).toBe(String(locked.json.retryAfter));
    server.advance(16 * 60_000);
    expect(
      (
        await api.post('/api/auth/login', {
          email: input.email,
          password: input.password,
        })
      ).status,
    ).toBe(200);
  });

  it('knows nobody behind a forged or missing cookie', async () => {
    const api = client(server.base);
    expect((await api.get('/api/auth/me')).json).toEqual({ user: null });
    api.cookie = `provisoire_session=${'A'.repeat(43)}`;
    expect((await api.get('/api/auth/me')).json).toEqual({ user: null });
    expect((await api.post('/api/auth/verify-email/resend')).json.code).toBe('unauthenticated');
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const { api, input } = await signedUpLearner(server.base);
    const anonymous = client(server.base);
    expect(
      (
        await anonymous.post('/api/auth/password-reset/request', {
          email: input.email,
        })
      ).status,
    ).toBe(202);
    const mail = await waitForMail(server.db, input.email, /ijambo ry'ibanga/);
    expect(mail.link).toMatch(/^http:\/\/app\.test\/reset-password\?token=/);

    const token = tokenOf(mail.link);
    const reset = await anonymous.post('/api/auth/password-reset', { token, password: 'irindi-jambo-rishya' });
    // the browser that reset it is signed in with it; every other session is out
    expect([reset.status, reset.json.user.email, reset.json.user.emailVerified]).toEqual([200, input.email, true]);
    expect((await anonymous.get('/api/auth/me')).json.user.email).toBe(input.email);
    expect((await api.get('/api/auth/me')).json.user).toBeNull();
    expect(
      (
        await anonymous.post('/api/auth/login', {
          email: input.email,
          password: input.password,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await anonymous.post('/api/auth/login', {
          email: input.email,
          password: 'irindi-jambo-rishya',
        })
      ).status,
    ).toBe(200);
    const again = await anonymous.post('/api/auth/password-reset', {
      token,
      password: 'ikindi-kintu-gishya',
    });
    expect([again.status, again.json.code]).toEqual([400, 'invalid_token']);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const res = await client(server.base).post('/api/auth/password-reset/request', { email: 'ghost@example.rw' });
    expect([res.status, res.text]).toEqual([202, '']);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(server.db, 'ghost@example.rw')).toHaveLength(0);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const { input } = await signedUpLearner(server.base);
    const anonymous = client(server.base);
    await anonymous.post('/api/auth/password-reset/request', {
      email: input.email,
    });
    const mail = await waitForMail(server.db, input.email, /ijambo ry'ibanga/);
    server.advance(61 * 60_000);
    const res = await anonymous.post('/api/auth/password-reset', {
      token: tokenOf(mail.link),
      password: 'irindi-jambo-rishya',
    });
    expect(res.json.code).toBe('invalid_token');
    expect(
      (
        await anonymous.post('/api/auth/login', {
          email: input.email,
          password: input.password,
        })
      ).status,
    ).toBe(200);
  });

  it('sends at most three links an hour to one address', async () => {
    const { input } = await signedUpLearner(server.base);
    for (let i = 0; i < 5; i++)
      await client(server.base).post('/api/auth/password-reset/request', {
        email: input.email,
      });
    await waitForMail(server.db, input.email, /ijambo ry'ibanga/);
    await new Promise((r) => setTimeout(r, 300));
    const resets = (await mailsTo(server.db, input.email)).filter((m) => /ijambo ry'ibanga/.test(m.subject ?? ''));
    expect(resets).toHaveLength(3);
  });
});
