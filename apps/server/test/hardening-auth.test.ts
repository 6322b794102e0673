import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignUp, signedUpLearner } from './factories.ts';
import { client } from './http-client.ts';
import { mailsTo, tokenOf, waitForMail } from './outbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // The proxy in front is this machine: X-Forwarded-For names the learner's address.
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (email: string, password: string, address = '203.0.113.7') =>
  client(server.base).post('/api/auth/login', { email, password }, from(address));

describe('sign-in tries (H2, M2)', () => {
  it('checks at most five passwords of a burst of forty, even with the right one 36th', async () => {
    for (let round = 0; round < 3; round++) {
      const { input } = await signedUpLearner(server.base);
      const passwords = Array.from({ length: 40 }, (_, i) => (i === 35 ? input.password : `wrong-guess-${i}`));
      const answers = await Promise.all(passwords.map((p) => login(input.email, p)));
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}`,
      ).toHaveLength(0);
      // Each 401 is one password checked; the rest were refused before any check: locked (429), or
      // beyond the password queue (503 server_busy).
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429 || s === 503).length).toBeGreaterThanOrEqual(35);
    }
  });

  it('lets the owner in from another address while a guesser is locked out of theirs', async () => {
    const { input } = await signedUpLearner(server.base);
    for (let i = 0; i < 5; i++) expect((await login(input.email, `wrong-${i}`, '198.51.100.9')).status).toBe(401);
    expect((await login(input.email, input.password, '198.51.100.9')).status).toBe(429);
    expect((await login(input.email, input.password, '203.0.113.50')).status).toBe(200);
  });

  it('does not let a forged X-Forwarded-For pick the address where no proxy is trusted', async () => {
    const direct = await startTestServer();
    try {
      const { input } = await signedUpLearner(direct.base);
      for (let i = 0; i < 5; i++)
        await client(direct.base).post(
          '/api/auth/login',
          { email: input.email, password: `wrong-${i}` },
          from(`10.50.0.${i}`),
        );
      const next = await client(direct.base).post(
        '/api/auth/login',
        { email: input.email, password: input.password },
        from('10.50.0.200'),
      );
      expect(next.status).toBe(429); // all five came from this one real address
    } finally {
      await direct.close();
    }
  });

  it('lets a right password start the count again for that address', async () => {
    const { input } = await signedUpLearner(server.base);
    for (let i = 0; i < 4; i++) await login(input.email, `wrong-${i}`, '192.0.2.1');
    expect((await login(input.email, input.password, '192.0.2.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(input.email, `again-${i}`, '192.0.2.1')).status).toBe(401);
  });
});

describe('accounts (L6, M7)', () => {
  it.each([
    ['a NUL', 'abc\u0000def'],
    ['a right-to-left override', 'Aline\u202eenilA'],
    ['only zero-width spaces', '\u200b\u200b\u200b\u200b'],
    ['a terminal escape', '\u001b[31mAline'],
  ])('refuses a name with %s, and creates nothing', async (_, displayName) => {
    const input = buildSignUp({ displayName });
    const res = await client(server.base).post('/api/auth/sign-up', input);
    // A NUL is refused at the edge (any field); the others by the name's own rule.
    expect(res.status).toBe(400);
    if (!displayName.includes('\u0000')) expect(res.json.fields).toEqual({ displayName: 'validation.name_invalid' });
    expect((await login(input.email, input.password)).status).toBe(401);
  });

  it('refuses a common or guessable password at sign-up', async () => {
    for (const password of ['password1', 'qwertyuiop', 'murakoze123', 'Kigali2024']) {
      const res = await client(server.base).post('/api/auth/sign-up', buildSignUp({ password }));
      expect([res.status, res.json.fields], password).toEqual([400, { password: 'validation.password_weak' }]);
    }
  });

  it('mails at most three verification links an hour, counting the sign-up one', async () => {
    const { api, input } = await signedUpLearner(server.base);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/auth/verify-email/resend')));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(server.db, input.email)).toHaveLength(3);
  });
});

describe('changing the password (ASVS 2.1.5, 2.5.5, 3.3.3)', () => {
  it('needs the current password, refuses a weak one, signs the other devices out and mails the owner', async () => {
    const { api, input } = await signedUpLearner(server.base);
    const phone = client(server.base);
    await phone.post('/api/auth/login', { email: input.email, password: input.password });

    const wrong = await api.post('/api/auth/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'gishya-cyane-2026',
    });
    expect([wrong.status, wrong.json.fields]).toEqual([400, { currentPassword: 'validation.password_wrong' }]);
    const weak = await api.post('/api/auth/password', { currentPassword: input.password, newPassword: 'password123' });
    expect([weak.status, weak.json.fields]).toEqual([400, { newPassword: 'validation.password_weak' }]);

    const done = await api.post('/api/auth/password', {
      currentPassword: input.password,
      newPassword: 'gishya-cyane-2026',
    });
    expect(done.status).toBe(204);
    expect((await api.get('/api/auth/me')).json.user).not.toBeNull();
    expect((await phone.get('/api/auth/me')).json.user).toBeNull();
    expect((await login(input.email, input.password)).status).toBe(401);
    expect((await login(input.email, 'gishya-cyane-2026')).status).toBe(200);
    const mail = await waitForMail(server.db, input.email, /ryahinduwe/);
    expect(mail.text).toContain('/forgot-password');
  });

  it('counts wrong current passwords like sign-in tries', async () => {
    const { api, input } = await signedUpLearner(server.base);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.post('/api/auth/password', { currentPassword: `guess-${i}`, newPassword: 'gishya-cyane-2026' }),
      ),
    );
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(7);
    expect((await login(input.email, input.password, '203.0.113.99')).status).toBe(200);
  });

  it('mails the owner after a reset too, and refuses a weak password there without using the link', async () => {
    const { input } = await signedUpLearner(server.base);
    await client(server.base).post('/api/auth/password-reset/request', { email: input.email });
    const token = tokenOf((await waitForMail(server.db, input.email, /Hindura ijambo/)).link);
    const weak = await client(server.base).post('/api/auth/password-reset', { token, password: 'password1' });
    expect([weak.status, weak.json.fields]).toEqual([400, { password: 'validation.password_weak' }]);
    const done = await client(server.base).post('/api/auth/password-reset', { token, password: 'irindi-jambo-rishya' });
    expect(done.status).toBe(200);
    await waitForMail(server.db, input.email, /ryahinduwe/);
  });
});

describe('sessions (ASVS 3.3.2, 3.3.4)', () => {
  it('lists the devices signed in, and signs out every other one', async () => {
    const { api, input } = await signedUpLearner(
      server.base,
      {},
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120' },
    );
    const other = client(server.base);
    await other.post('/api/auth/login', { email: input.email, password: input.password }, { 'user-agent': 'Firefox' });
    const list = (await api.get('/api/auth/sessions')).json.sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.map((s: { userAgent: string }) => s.userAgent).sort()).toEqual([
      'Firefox',
      'Mozilla/5.0 (Linux; Android 10) Chrome/120',
    ]);
    for (const s of list)
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'id', 'lastSeenAt', 'userAgent']);

    expect((await api.post('/api/auth/sessions/sign-out-others')).json).toEqual({ signedOut: 1 });
    expect((await other.get('/api/auth/me')).json.user).toBeNull();
    expect((await api.get('/api/auth/sessions')).json.sessions).toHaveLength(1);
  });

  it('ends a session left idle for 14 days, and keeps one used every few days', async () => {
    const idle = await signedUpLearner(server.base);
    const active = await signedUpLearner(server.base);
    for (let day = 0; day < 6; day++) {
      server.advance(3 * 24 * 3_600_000);
      expect((await active.api.get('/api/auth/me')).json.user, `day ${day}`).not.toBeNull();
    }
    expect((await idle.api.get('/api/auth/me')).json.user).toBeNull();
  });
});
