import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpLearner } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { lastSmsCode, mailsTo } from '../../../test/outbox.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: new Date(), env: { TRUST_PROXY: '1', ADMIN_PHONES: '+250 789 999 999' } });
});
afterAll(() => server.close());

// Each test its own numbers and address: the limits are per number, per block of a thousand numbers
// and per address.
let numbers = 0;
const nextNumber = () => `078${String(numbers++ * 1009).padStart(7, '0')}`;
let addresses = 0;
const nextAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

async function askCode(phone: string, from = nextAddress()) {
  const api = client(server.base);
  const res = await api.post('/api/auth/phone/code', { phone }, { 'x-forwarded-for': from });
  return { api, res, verificationId: res.json?.verificationId as string };
}

const e164 = (phone: string) => `+250${phone.slice(1)}`;

describe('signing in with a phone number', () => {
  it('makes an admin of a number in ADMIN_PHONES, and a learner of any other', async () => {
    for (const [phone, role, adminList] of [
      ['0789999999', 'admin', 200],
      [nextNumber(), 'learner', 403],
    ] as const) {
      const { api, verificationId } = await askCode(phone);
      const signedIn = await api.post('/api/auth/phone/verify', {
        verificationId,
        code: await lastSmsCode(server.db, e164(phone)),
      });
      expect(signedIn.json.user.role).toBe(role);
      expect((await api.get('/api/admin/users')).status).toBe(adminList);
    }
  });

  it('sends a code by SMS and signs in a new number, then the same account next time', async () => {
    const phone = nextNumber();
    const { api, res, verificationId } = await askCode(phone.replace(/^0/, '+250 '));
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ phone: e164(phone), expiresInSeconds: 300, resendInSeconds: 60 });
    const code = await lastSmsCode(server.db, e164(phone));

    const signedIn = await api.post('/api/auth/phone/verify', { verificationId, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ needsProfile: true, user: { phone: e164(phone), displayName: '' } });
    expect((await api.get('/api/auth/me')).json.user.id).toBe(signedIn.json.user.id);
    // Used once: the same code again is no good.
    expect((await api.post('/api/auth/phone/verify', { verificationId, code })).json.code).toBe('code_expired');

    server.advance(61_000);
    const again = await askCode(phone);
    const next = await again.api.post('/api/auth/phone/verify', {
      verificationId: again.verificationId,
      code: await lastSmsCode(server.db, e164(phone)),
    });
    expect(next.json.user.id).toBe(signedIn.json.user.id);
  });

  it('counts each try: four wrong say how many are left, the sixth is refused even with the right code', async () => {
    const phone = nextNumber();
    const { api, verificationId } = await askCode(phone);
    const code = await lastSmsCode(server.db, e164(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await api.post('/api/auth/phone/verify', { verificationId, code: wrong })).json);
    expect(answers.map((a) => [a.code, a.triesLeft])).toEqual([
      ['code_wrong', 4],
      ['code_wrong', 3],
      ['code_wrong', 2],
      ['code_wrong', 1],
      ['code_used_up', undefined],
    ]);
    const sixth = await api.post('/api/auth/phone/verify', { verificationId, code });
    expect([sixth.status, sixth.json.code]).toEqual([429, 'code_used_up']);
    expect((await api.get('/api/auth/me')).json.user).toBeNull();
  });

  it('lets at most five of 20 parallel tries be checked, and none through past the fifth', async () => {
    const phone = nextNumber();
    const { verificationId } = await askCode(phone);
    const code = await lastSmsCode(server.db, e164(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        client(server.base).post('/api/auth/phone/verify', { verificationId, code: wrong }),
      ),
    );
    expect(burst.filter((res) => res.json.code === 'code_wrong')).toHaveLength(4);
    expect(burst.filter((res) => res.json.code === 'code_used_up')).toHaveLength(16);
    const late = await Promise.all(
      Array.from({ length: 20 }, () => client(server.base).post('/api/auth/phone/verify', { verificationId, code })),
    );
    expect(late.every((res) => res.status === 429 && res.json.code === 'code_used_up')).toBe(true);
  });

  it('refuses a code past its five minutes', async () => {
    const phone = nextNumber();
    const { api, verificationId } = await askCode(phone);
    const code = await lastSmsCode(server.db, e164(phone));
    server.advance(5 * 60_000 + 1000);
    const res = await api.post('/api/auth/phone/verify', { verificationId, code });
    expect([res.status, res.json.code]).toEqual([400, 'code_expired']);
  });

  it('sends one code a minute to a number, and five an hour', async () => {
    const phone = nextNumber();
    const burst = await Promise.all(Array.from({ length: 5 }, () => askCode(phone)));
    expect(burst.filter(({ res }) => res.status === 202)).toHaveLength(1);
    const refused = burst.find(({ res }) => res.status === 429)!.res;
    expect(refused.json).toMatchObject({ code: 'too_many_attempts' });
    expect(refused.json.retryAfter).toBeGreaterThan(50);
    expect(refused.json.retryAfter).toBeLessThanOrEqual(60);
    for (let i = 1; i < 5; i++) {
      server.advance(61_000);
      expect((await askCode(phone)).res.status, `code ${i + 1}`).toBe(202);
    }
    server.advance(61_000);
    expect((await askCode(phone)).res.status).toBe(429);
  });

  it('cuts off a flood of codes from one address, to many numbers at once', async () => {
    const from = nextAddress();
    const burst = await Promise.all(Array.from({ length: 25 }, () => askCode(nextNumber(), from)));
    expect(burst.filter(({ res }) => res.status === 202)).toHaveLength(20);
    expect(burst.filter(({ res }) => res.status === 429)).toHaveLength(5);
  });

  it('answers bad input with its field and sends nothing', async () => {
    for (const phone of ['', '0712345678', '+1 555 0100', '07812345', 'abc', '0'.repeat(30)]) {
      const { res } = await askCode(phone);
      expect(res.status, phone).toBe(400);
      expect(res.json.fields?.phone, phone).toMatch(/^validation\.phone_/);
    }
    const api = client(server.base);
    for (const [body, field] of [
      [{ verificationId: crypto.randomUUID(), code: '12345' }, 'code'],
      [{ verificationId: crypto.randomUUID(), code: '12a456' }, 'code'],
      [{ verificationId: 'nope', code: '123456' }, 'verificationId'],
    ] as const) {
      const res = await api.post('/api/auth/phone/verify', body);
      expect([res.status, Object.keys(res.json.fields ?? {})], JSON.stringify(body)).toEqual([400, [field]]);
    }
    const unknown = await api.post('/api/auth/phone/verify', { verificationId: crypto.randomUUID(), code: '123456' });
    expect([unknown.status, unknown.json.code]).toEqual([400, 'code_expired']);
  });
});

describe('adding a phone number to an account', () => {
  it('adds a verified number to an e-mail account, and refuses one that another account has', async () => {
    const { api } = await signedUpLearner(server.base, {}, { 'x-forwarded-for': nextAddress() });
    const phone = nextNumber();
    const sent = await api.post('/api/account/phone/code', { phone });
    expect(sent.status).toBe(202);
    const added = await api.post('/api/account/phone/verify', {
      verificationId: sent.json.verificationId,
      code: await lastSmsCode(server.db, e164(phone)),
    });
    expect([added.status, added.json.phone]).toEqual([200, e164(phone)]);
    expect((await api.get('/api/auth/me')).json.user.phone).toBe(e164(phone));

    // The number now signs in to that same account.
    server.advance(61_000);
    const viaPhone = await askCode(phone);
    const signedIn = await viaPhone.api.post('/api/auth/phone/verify', {
      verificationId: viaPhone.verificationId,
      code: await lastSmsCode(server.db, e164(phone)),
    });
    expect(signedIn.json).toMatchObject({ needsProfile: false, user: { phone: e164(phone) } });

    // Another account asking for that number is refused before any SMS is paid for.
    const other = await signedUpLearner(server.base, {}, { 'x-forwarded-for': nextAddress() });
    server.advance(61_000);
    const smsBefore = (await mailsTo(server.db, e164(phone))).length;
    const taken = await other.api.post('/api/account/phone/code', { phone });
    expect([taken.status, taken.json.code]).toEqual([409, 'phone_taken']);
    expect((await mailsTo(server.db, e164(phone))).length).toBe(smsBefore);
  });

  it('never swaps an account’s number for another: refused before the SMS, and at the code', async () => {
    const { api } = await signedUpLearner(server.base, {}, { 'x-forwarded-for': nextAddress() });
    // Two codes asked before either is used (two tabs): the first number joins, the second cannot replace it.
    const [first, second] = [nextNumber(), nextNumber()];
    const sentFirst = await api.post('/api/account/phone/code', { phone: first });
    const sentSecond = await api.post('/api/account/phone/code', { phone: second });
    const codeOf = async (phone: string) => lastSmsCode(server.db, e164(phone));
    const verify = (sent: typeof sentFirst, code: string) =>
      api.post('/api/account/phone/verify', { verificationId: sent.json.verificationId, code });
    expect((await verify(sentFirst, await codeOf(first))).status).toBe(200);
    const swapped = await verify(sentSecond, await codeOf(second));
    expect([swapped.status, swapped.json.code]).toEqual([409, 'phone_present']);

    const third = nextNumber();
    const smsBefore = (await mailsTo(server.db, e164(third))).length;
    const again = await api.post('/api/account/phone/code', { phone: third });
    expect([again.status, again.json.code]).toEqual([409, 'phone_present']);
    expect((await mailsTo(server.db, e164(third))).length).toBe(smsBefore);
    expect((await api.get('/api/auth/me')).json.user.phone).toBe(e164(first));
  });

  it('tells whether a number has an account five times an hour at most, even in a burst', async () => {
    // Eight numbers, each another account's.
    const owned = Array.from({ length: 8 }, () => nextNumber());
    const { rows } = await server.pool.query<{ id: string }>(
      `INSERT INTO users (display_name, phone) SELECT 'Owner', unnest($1::text[]) RETURNING id`,
      [owned.map(e164)],
    );
    expect(rows).toHaveLength(8);
    const { api } = await signedUpLearner(server.base, {}, { 'x-forwarded-for': nextAddress() });
    const answers = await Promise.all(owned.map((phone) => api.post('/api/account/phone/code', { phone })));
    const codes = answers.map((res) => res.json.code).sort();
    expect(codes).toEqual([...Array(5).fill('phone_taken'), ...Array(3).fill('too_many_attempts')]);
  });

  it('refuses a number that another account verified while its code was on the way', async () => {
    const phone = nextNumber();
    const [first, second] = await Promise.all(
      [0, 1].map(() => signedUpLearner(server.base, {}, { 'x-forwarded-for': nextAddress() })),
    );
    const sentToSecond = await second!.api.post('/api/account/phone/code', { phone });
    const secondCode = await lastSmsCode(server.db, e164(phone));
    server.advance(61_000);
    const sentToFirst = await first!.api.post('/api/account/phone/code', { phone });
    const firstCode = await lastSmsCode(server.db, e164(phone));
    await first!.api.post('/api/account/phone/verify', {
      verificationId: sentToFirst.json.verificationId,
      code: firstCode,
    });
    const refused = await second!.api.post('/api/account/phone/verify', {
      verificationId: sentToSecond.json.verificationId,
      code: secondCode,
    });
    expect([refused.status, refused.json.code]).toEqual([409, 'phone_taken']);
    expect((await second!.api.get('/api/auth/me')).json.user.phone).toBeNull();
  });

  it("does not take a sign-in code for adding a number, nor another account's code", async () => {
    const phone = nextNumber();
    const { verificationId } = await askCode(phone);
    const code = await lastSmsCode(server.db, e164(phone));
    const { api } = await signedUpLearner(server.base, {}, { 'x-forwarded-for': nextAddress() });
    const res = await api.post('/api/account/phone/verify', { verificationId, code });
    expect(res.json.code).toBe('code_expired');
    expect((await api.post('/api/account/phone/code', { phone: nextNumber() })).status).toBe(202);
    expect((await client(server.base).post('/api/account/phone/code', { phone })).json.code).toBe('unauthenticated');
  });
});
