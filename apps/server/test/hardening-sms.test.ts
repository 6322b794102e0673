import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, rateLimits, users } from '../src/db/schema.ts';
import { learnerIn } from './factories.ts';
import { client } from './http-client.ts';
import { lastSmsCode, mailsTo } from './outbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // The proxy in front is this machine: X-Forwarded-For names the learner's address.
  server = await startTestServer({ now: new Date(), env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

// Numbers spread over many blocks of a thousand, unless a test wants them in one.
let numbers = 0;
const spreadNumber = () => `078${String(++numbers * 1013).padStart(7, '0')}`;
let addresses = 0;
const nextAddress = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const e164 = (phone: string) => `+250${phone.slice(1)}`;

const askCode = (on: TestServer, phone: string, from: string) =>
  client(on.base).post('/api/auth/phone/code', { phone }, { 'x-forwarded-for': from });
function statuses(answers: { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('SMS pumping (N3)', () => {
  it('keeps to a global budget of codes an hour and a day, whatever the number of addresses, and says so', async () => {
    const lines: string[] = [];
    const budgeted = await startTestServer({
      now: new Date(),
      env: { TRUST_PROXY: '1', SMS_CODES_PER_HOUR: '12', SMS_CODES_PER_DAY: '20' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      // Five addresses, five new numbers each: the budget, not the addresses, decides; new numbers
      // may use 70 % of it (8 of 12 an hour, 14 of 20 a day).
      const burst = await Promise.all(
        Array.from({ length: 25 }, (_, i) => askCode(budgeted, spreadNumber(), `10.8.0.${i % 5}`)),
      );
      expect(statuses(burst)).toEqual({ 202: 8, 503: 17 });
      const refused = burst.find((a) => a.status === 503)!;
      expect(refused.json).toMatchObject({ code: 'sms_paused', retryAfter: expect.any(Number) });
      const sent = await budgeted.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
      expect(sent).toHaveLength(8);

      // Pumping paused new numbers; a learner whose account has only a phone still gets in (S2).
      const phoneOnly = await learnerIn(budgeted);
      const number = spreadNumber();
      await budgeted.db
        .update(users)
        .set({ phone: e164(number) })
        .where(eq(users.id, phoneOnly.user.id));
      expect((await askCode(budgeted, number, '10.8.0.9')).status).toBe(202);

      // The next hour: the day's share for new numbers has 5 left (9 of 20 sent, 14 for new numbers).
      budgeted.advance(3_600_000);
      // (one after another: a burst would hold the hour's count for a moment, and be told so too)
      const later = [];
      for (let i = 0; i < 12; i++) later.push(await askCode(budgeted, spreadNumber(), `10.8.1.${i}`));
      expect(statuses(later)).toEqual({ 202: 5, 503: 7 });

      // Said once a window in the log, and in the admin area's audit list.
      const alerts = lines.filter((l) => l.includes('SMS budget reached'));
      expect(alerts).toHaveLength(2);
      expect(JSON.parse(alerts[0]!).level).toBe(40);
      const audit = await budgeted.db.select().from(auditLog).where(eq(auditLog.action, 'sms.budget_reached'));
      const windows = audit.map((a) => a.details as { window: string; limit: number });
      expect(windows.sort((a, b) => a.window.localeCompare(b.window))).toEqual([
        { window: 'day', limit: 14 },
        { window: 'hour', limit: 8 },
      ]);
    } finally {
      await budgeted.close();
    }
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const net = '2001:db8:77:1';
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await askCode(server, spreadNumber(), `${net}::${(i + 1).toString(16)}`));
    expect(statuses(answers)).toEqual({ 202: 20, 429: 10 });
    // written in brackets, with a port or not, it is the same /64 (S7)
    for (const written of [`[${net}::97]`, `[${net}::98]:443`])
      expect((await askCode(server, spreadNumber(), written)).status, written).toBe(429);
    // Another /64 has its own count; an IPv4 address written as IPv6 is that IPv4 address.
    expect((await askCode(server, spreadNumber(), '2001:db8:77:2::1')).status).toBe(202);
    const v4 = nextAddress();
    for (let i = 0; i < 20; i++) await askCode(server, spreadNumber(), v4);
    expect((await askCode(server, spreadNumber(), `::ffff:${v4}`)).status).toBe(429);
  });

  it('sends at most ten codes an hour to one block of a thousand numbers', async () => {
    const block = '0788777';
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, i) => askCode(server, `${block}${String(i).padStart(3, '0')}`, nextAddress())),
    );
    expect(statuses(burst)).toEqual({ 202: 10, 429: 5 });
    expect((await askCode(server, '0788778000', nextAddress())).status).toBe(202); // the next block
  });
});

describe('a number kept from its owner (N4)', () => {
  it('counts nothing against a number for a request refused for its address', async () => {
    const attacker = nextAddress();
    for (let i = 0; i < 20; i++) expect((await askCode(server, spreadNumber(), attacker)).status).toBe(202);
    const victim = spreadNumber();
    for (let minute = 0; minute < 11; minute++) {
      server.advance(61_000);
      expect((await askCode(server, victim, attacker)).status, `minute ${minute}`).toBe(429);
    }
    const counted = await server.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${e164(victim)}%`));
    expect(counted.filter((c) => c.hits > 0)).toEqual([]);
    expect(await mailsTo(server.db, e164(victim))).toHaveLength(0);

    const owner = await askCode(server, victim, nextAddress());
    expect(owner.status).toBe(202);
  });

  it('gives back what a request refused for the number took from the budget and the address', async () => {
    // 5 an hour: 3 for new numbers
    const budgeted = await startTestServer({ now: new Date(), env: { TRUST_PROXY: '1', SMS_CODES_PER_HOUR: '5' } });
    try {
      const victim = spreadNumber();
      expect((await askCode(budgeted, victim, nextAddress())).status).toBe(202);
      // Twenty more to the same number within its minute: refused by the number (or, while the burst
      // holds the budget's count for a moment, by the budget), nothing sent.
      const refused = await Promise.all(Array.from({ length: 20 }, () => askCode(budgeted, victim, nextAddress())));
      expect(refused.filter((a) => a.status !== 429 && a.status !== 503)).toEqual([]);
      expect(refused.filter((a) => a.status === 429).length).toBeGreaterThan(0);
      // The budget still has its two codes for everyone else.
      expect((await askCode(budgeted, spreadNumber(), nextAddress())).status).toBe(202);
      expect((await askCode(budgeted, spreadNumber(), nextAddress())).status).toBe(202);
      expect((await askCode(budgeted, spreadNumber(), nextAddress())).status).toBe(503);
    } finally {
      await budgeted.close();
    }
  });
});

describe("a code's tries (N5)", () => {
  it("spends none of an add-a-number code's tries on the sign-in route or another account's", async () => {
    const owner = await learnerIn(server);
    const phone = spreadNumber();
    const sent = await owner.api.post('/api/account/phone/code', { phone }, { 'x-forwarded-for': nextAddress() });
    expect(sent.status).toBe(202);
    const { verificationId } = sent.json;
    const code = await lastSmsCode(server.db, e164(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const other = await learnerIn(server);
    for (let i = 0; i < 3; i++) {
      const viaSignIn = await client(server.base).post('/api/auth/phone/verify', { verificationId, code: wrong });
      expect(viaSignIn.json.code).toBe('code_expired');
      const viaOther = await other.api.post('/api/account/phone/verify', { verificationId, code });
      expect(viaOther.json.code).toBe('code_expired');
    }
    const added = await owner.api.post('/api/account/phone/verify', { verificationId, code });
    expect([added.status, added.json.phone]).toEqual([200, e164(phone)]);
  });

  it("spends none of a sign-in code's tries on an account's add-a-number route", async () => {
    const phone = spreadNumber();
    const asked = await askCode(server, phone, nextAddress());
    const { verificationId } = asked.json;
    const code = await lastSmsCode(server.db, e164(phone));
    const other = await learnerIn(server);
    for (let i = 0; i < 6; i++)
      expect((await other.api.post('/api/account/phone/verify', { verificationId, code })).json.code).toBe(
        'code_expired',
      );
    const signedIn = await client(server.base).post('/api/auth/phone/verify', { verificationId, code });
    expect(signedIn.status).toBe(200);
  });
});
