import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpLearner, signedUpSchool } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { lastSmsCode, mailsTo, tokenOf, waitForMail } from '../../../test/outbox.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { schoolStudents, schools } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: new Date() });
});
afterAll(() => server.close());

let numbers = 0;
const nextNumber = () => `0795${String(++numbers * 1009).padStart(6, '0')}`; // each in its own block of a thousand
const e164 = (phone: string) => `+250${phone.slice(1)}`;

async function addPhone(api: Client, phone: string) {
  const sent = await api.post('/api/account/phone/code', { phone });
  const added = await api.post('/api/account/phone/verify', {
    verificationId: sent.json.verificationId,
    code: await lastSmsCode(server.db, e164(phone)),
  });
  expect(added.status).toBe(200);
}

/** A phone sign-in as anyone would do it: the account id it lands in. */
async function signInByPhone(phone: string) {
  server.advance(61_000); // the number's minute between codes
  const api = client(server.base);
  const asked = await api.post('/api/auth/phone/code', { phone });
  const res = await api.post('/api/auth/phone/verify', {
    verificationId: asked.json.verificationId,
    code: await lastSmsCode(server.db, e164(phone)),
  });
  expect(res.status).toBe(200);
  return { api, id: res.json.user.id as string };
}

/** The owner resets from the mailed link: the browser that did it is signed in. */
async function resetPassword(email: string, password: string) {
  await client(server.base).post('/api/auth/password-reset/request', { email });
  const token = tokenOf((await waitForMail(server.db, email, /Hindura ijambo/)).link);
  const owner = client(server.base);
  expect((await owner.post('/api/auth/password-reset', { token, password })).status).toBe(200);
  return owner;
}

describe('an e-mail proven by a reset (N1)', () => {
  it("takes back an account signed up with someone else's address: the squatter's number goes, the owner is told", async () => {
    const squatter = await signedUpLearner(server.base);
    const phone = nextNumber();
    await addPhone(squatter.api, phone);

    const owner = await resetPassword(squatter.input.email, 'iryanjye-bwite-2027');
    expect((await owner.get('/api/auth/me')).json.user).toMatchObject({ id: squatter.user.id, phone: null });
    expect((await squatter.api.get('/api/auth/me')).json.user).toBeNull();

    const viaPhone = await signInByPhone(phone);
    expect(viaPhone.id).not.toBe(squatter.user.id);
    expect((await owner.get('/api/auth/sessions')).json.sessions).toHaveLength(1);
    const told = await waitForMail(server.db, squatter.input.email, /uburyo bwo kwinjira/);
    expect(told.text).toContain(e164(phone));
  });

  it("takes the squatter's name, place and school away with the account (S5)", async () => {
    const squatter = await signedUpLearner(server.base, { displayName: 'Squatter S' });
    const school = await signedUpSchool(server.base);
    await server.db.update(schools).set({ status: 'approved' }).where(eq(schools.ownerId, school.user.id));
    const [row] = await server.db.select().from(schools).where(eq(schools.ownerId, school.user.id));
    await server.db
      .insert(schoolStudents)
      .values({ studentId: squatter.user.id, schoolId: row!.id, status: 'accepted', requestedAt: new Date() });
    expect((await school.api.get(`/api/school/students/${squatter.user.id}`)).status).toBe(200);

    await resetPassword(squatter.input.email, 'iryanjye-bwite-2029');
    const owner = client(server.base);
    await owner.post('/api/auth/login', { email: squatter.input.email, password: 'iryanjye-bwite-2029' });
    expect((await owner.get('/api/auth/me')).json.user).toMatchObject({ displayName: '', place: null });
    expect((await owner.get('/api/account/school')).json.membership).toBeNull();
    expect((await school.api.get(`/api/school/students/${squatter.user.id}`)).status).toBe(404);
    const told = await waitForMail(server.db, squatter.input.email, /uburyo bwo kwinjira/);
    expect(told.text).toMatch(/^Muraho,/m);
    expect(told.text).toContain('izina "Squatter S"');
    expect(told.text).toContain(`umunyeshuri wa ${row!.name}`);
  });

  it('keeps the number of an account whose address was verified before the reset', async () => {
    const { api, input, user } = await signedUpLearner(server.base);
    await client(server.base).post('/api/auth/verify-email', {
      token: tokenOf((await waitForMail(server.db, input.email, /Emeza imeli/)).link),
    });
    const phone = nextNumber();
    await addPhone(api, phone);
    await resetPassword(input.email, 'iryanjye-bwite-2028');
    expect((await signInByPhone(phone)).id).toBe(user.id);
    expect((await mailsTo(server.db, input.email)).filter((m) => /uburyo bwo kwinjira/.test(m.subject ?? ''))).toEqual(
      [],
    );
  });
});

describe('the owner taking the account back while the squatter signs in by phone (N1, a burst)', () => {
  it("leaves the squatter no session in the owner's account, whichever commits first", async () => {
    for (let round = 0; round < 6; round++) {
      const squatter = await signedUpLearner(server.base);
      const phone = nextNumber();
      await addPhone(squatter.api, phone);
      server.advance(61_000);
      const viaPhone = client(server.base);
      const asked = await viaPhone.post('/api/auth/phone/code', { phone });
      const code = await lastSmsCode(server.db, e164(phone));
      await client(server.base).post('/api/auth/password-reset/request', { email: squatter.input.email });
      const token = tokenOf((await waitForMail(server.db, squatter.input.email, /Hindura ijambo/)).link);

      const owner = client(server.base);
      const [reset, signedIn] = await Promise.all([
        owner.post('/api/auth/password-reset', { token, password: `iryanjye-bwite-${round}-2029` }),
        viaPhone.post('/api/auth/phone/verify', { verificationId: asked.json.verificationId, code }),
      ]);
      expect([reset.status, signedIn.status], `round ${round}`).toEqual([200, 200]);
      const { rows } = await server.pool.query(
        'SELECT u.phone, (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS sessions FROM users u WHERE u.id = $1',
        [squatter.user.id],
      );
      // one session: the owner's, in the browser that reset it
      expect(rows[0], `round ${round}`).toEqual({ phone: null, sessions: 1 });
      expect((await owner.get('/api/auth/me')).json.user?.id).toBe(squatter.user.id);
      expect((await viaPhone.get('/api/auth/me')).json.user?.id).not.toBe(squatter.user.id);
    }
  });
});

describe('removing a way in from the account page', () => {
  it('removes the number of an account that keeps its password, and mails the owner', async () => {
    const { api, input, user } = await signedUpLearner(server.base);
    const phone = nextNumber();
    await addPhone(api, phone);
    const removed = await api.call('DELETE', '/api/account/phone');
    expect(removed.status).toBe(204);
    expect((await api.get('/api/auth/me')).json.user).toMatchObject({ id: user.id, phone: null });
    expect((await signInByPhone(phone)).id).not.toBe(user.id);
    await waitForMail(server.db, input.email, /uburyo bwo kwinjira/);
    // Removed already: asked again, nothing changes.
    expect((await api.call('DELETE', '/api/account/phone')).status).toBe(204);
  });

  it("never removes an account's last way in, even asked many times at once with another removal", async () => {
    const phone = nextNumber();
    const { api, id } = await signInByPhone(phone);
    const refused = await api.call('DELETE', '/api/account/phone');
    expect([refused.status, refused.json.code]).toEqual([409, 'last_way_in']);
    expect((await signInByPhone(phone)).id).toBe(id);

    // A number and a Google link: parallel removals of both leave one.
    await server.pool.query(`UPDATE users SET google_issuer = 'https://g.test', google_sub = $2 WHERE id = $1`, [
      id,
      `sub-${id}`,
    ]);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.call('DELETE', i % 2 ? '/api/account/phone' : '/api/account/google')),
    );
    expect(burst.every((res) => res.status === 204 || res.json?.code === 'last_way_in')).toBe(true);
    const me = (await api.get('/api/auth/me')).json.user;
    expect([me.phone !== null, me.google].filter(Boolean)).toHaveLength(1);
  });

  it('asks a session', async () => {
    for (const path of ['/api/account/phone', '/api/account/google']) {
      const res = await client(server.base).call('DELETE', path);
      expect([res.status, res.json.code]).toEqual([401, 'unauthenticated']);
    }
  });
});

describe('a reset link opened while another is asked for', () => {
  it('never answers 500: the account row is taken before the link row, as a new link takes them', async () => {
    for (let round = 0; round < 10; round++) {
      const { input } = await signedUpLearner(server.base);
      await client(server.base).post('/api/auth/password-reset/request', { email: input.email });
      const token = tokenOf((await waitForMail(server.db, input.email, /Hindura ijambo/)).link);
      const [opened] = await Promise.all([
        client(server.base).post('/api/auth/password-reset', { token, password: `ijambo-rishya-${round}-2027` }),
        client(server.base).post('/api/auth/password-reset/request', { email: input.email }),
        client(server.base).post('/api/auth/password-reset/request', { email: input.email }),
      ]);
      expect([200, 400], `round ${round}`).toContain(opened!.status);
    }
  });
});
