import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpLearner } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { lastSmsCode, mailsTo, tokenOf, waitForMail } from '../../../test/outbox.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

let n = 0;
const unique = () => `${Date.now()}${++n}`;

/** A learner who signed in with a phone number only: no e-mail, no password. */
async function phoneLearner() {
  const phone = `079${unique().slice(-7)}`;
  const e164 = `+250${phone.slice(1)}`;
  const api = client(server.base);
  const from = { 'x-forwarded-for': `10.9.${n % 250}.${(n * 7) % 250}` };
  const sent = await api.post('/api/auth/phone/code', { phone }, from);
  const code = await lastSmsCode(server.db, e164);
  await api.post('/api/auth/phone/verify', { verificationId: sent.json.verificationId, code });
  return api;
}

describe('adding an e-mail address to an account', () => {
  it('joins the account only once the link sent to it is opened', async () => {
    const api = await phoneLearner();
    expect((await api.get('/api/auth/me')).json.user).toMatchObject({ email: null, hasPassword: false });
    const email = `Added-${unique()}@Example.rw`;
    const asked = await api.post('/api/account/email', { email });
    expect([asked.status, asked.json.email]).toEqual([202, email.toLowerCase()]);
    expect((await api.get('/api/auth/me')).json.user.email).toBeNull(); // nothing claimed yet

    const mail = await waitForMail(server.db, email.toLowerCase(), /imeli nshya/);
    const opened = await client(server.base).post('/api/auth/verify-email', { token: tokenOf(mail.link) });
    expect(opened.status).toBe(204);
    expect((await api.get('/api/auth/me')).json.user).toMatchObject({
      email: email.toLowerCase(),
      emailVerified: true,
    });
    // Used once.
    const again = await client(server.base).post('/api/auth/verify-email', { token: tokenOf(mail.link) });
    expect(again.json.code).toBe('invalid_token');
  });

  it('refuses an account that has an e-mail, an address with an account, and a malformed one', async () => {
    const withEmail = await signedUpLearner(server.base);
    const present = await withEmail.api.post('/api/account/email', { email: `x-${unique()}@example.rw` });
    expect([present.status, present.json.code]).toEqual([409, 'email_present']);

    const api = await phoneLearner();
    const taken = await api.post('/api/account/email', { email: withEmail.input.email.toUpperCase() });
    expect([taken.status, taken.json.code]).toEqual([409, 'email_taken']);
    expect(await mailsTo(server.db, withEmail.input.email)).toHaveLength(1); // only its sign-up mail

    const malformed = await api.post('/api/account/email', { email: 'not an address' });
    expect([malformed.status, malformed.json.fields]).toEqual([400, { email: 'validation.email_invalid' }]);
    expect((await client(server.base).post('/api/account/email', { email: 'a@b.rw' })).json.code).toBe(
      'unauthenticated',
    );
  });

  it('voids the first link when a second address is asked, and refuses an address taken meanwhile', async () => {
    const api = await phoneLearner();
    const first = `first-${unique()}@example.rw`;
    await api.post('/api/account/email', { email: first });
    const firstMail = await waitForMail(server.db, first, /imeli nshya/);
    const second = `second-${unique()}@example.rw`;
    await api.post('/api/account/email', { email: second });
    const secondMail = await waitForMail(server.db, second, /imeli nshya/);
    expect(
      (await client(server.base).post('/api/auth/verify-email', { token: tokenOf(firstMail.link) })).json.code,
    ).toBe('invalid_token');

    // Someone signs up with the second address before the link is opened.
    await signedUpLearner(server.base, { email: second });
    const late = await client(server.base).post('/api/auth/verify-email', { token: tokenOf(secondMail.link) });
    expect([late.status, late.json.code]).toEqual([409, 'email_taken']);
    expect((await api.get('/api/auth/me')).json.user.email).toBeNull();
  });

  it('leaves one working link when three addresses are asked at the same moment', async () => {
    const api = await phoneLearner();
    const addresses = [1, 2, 3].map((k) => `at-once-${k}-${unique()}@example.rw`);
    const asked = await Promise.all(addresses.map((email) => api.post('/api/account/email', { email })));
    expect(asked.map((r) => r.status)).toEqual([202, 202, 202]);
    const mails = await Promise.all(addresses.map((email) => waitForMail(server.db, email, /imeli nshya/)));
    const opened = [];
    for (const mail of mails)
      opened.push((await client(server.base).post('/api/auth/verify-email', { token: tokenOf(mail.link) })).json);
    // The others were voided when the last was made: they say so, not 'this account has an e-mail'.
    expect(opened.map((answer) => answer?.code ?? 'joined').sort()).toEqual([
      'invalid_token',
      'invalid_token',
      'joined',
    ]);
  });

  it('tells whether an address has an account three times an hour at most, even in a burst', async () => {
    const taken = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signedUpLearner(server.base)));
    const api = await phoneLearner();
    const answers = await Promise.all(taken.map(({ input }) => api.post('/api/account/email', { email: input.email })));
    const codes = answers.map((res) => res.json.code).sort();
    expect(codes).toEqual([
      'email_taken',
      'email_taken',
      'email_taken',
      'too_many_attempts',
      'too_many_attempts',
      'too_many_attempts',
    ]);
  });
});
