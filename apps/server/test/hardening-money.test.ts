import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, simulatorTransactions } from '../src/db/schema.ts';
import { grantPlan } from '../src/modules/subscriptions/subscriptions.service.ts';
import { learnerIn, signedUpLearner } from './factories.ts';
import { client } from './http-client.ts';
import { answerPhone, NUMBERS, pay, providerRefOf, settled } from './payments-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const daysLeft = async (api: Awaited<ReturnType<typeof signedUpLearner>>['api']) =>
  (await api.get('/api/subscription')).json.subscription?.daysLeft;

describe('grants (H1)', () => {
  it('sums the days of parallel grants to a learner who has no subscription row yet, every round', async () => {
    for (let round = 0; round < 10; round++) {
      const { api, user } = await learnerIn(server);
      const now = new Date();
      await Promise.all(
        (['daily', 'weekly', 'monthly'] as const).map((plan) =>
          server.db.transaction((tx) => grantPlan(tx, user.id, plan, now)),
        ),
      );
      expect(await daysLeft(api), `round ${round}`).toBe(3 + 14 + 30);
    }
  });

  it('keeps both the trial and a payment settled at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const { api } = await learnerIn(server);
      // 0780000004 is approved at once: its callback settles while the trial is granted.
      const [trial, payment] = await Promise.all([
        api.post('/api/subscription/trial'),
        pay(api, { phone: NUMBERS.mtn.succeeds, plan: 'daily' }),
      ]);
      expect((await settled(api, payment.id)).status).toBe('paid');
      // The free day is refused once a payment has settled; granted before that, it is kept with the plan.
      expect([201, 409]).toContain(trial.status);
      expect(await daysLeft(api), `round ${round}`).toBe(trial.status === 201 ? 1 + 3 : 3);
    }
  });
});

const start = (api: Awaited<ReturnType<typeof signedUpLearner>>['api'], phone: string) =>
  api.post('/api/payments', { plan: 'daily', method: 'mtn', phone, requestId: randomUUID() });

describe('payment starts (M6)', () => {
  it('lets a burst of starts make one payment and answers the rest with the pending one', async () => {
    const { api } = await learnerIn(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(api, NUMBERS.mtn.asks)));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(a.json).toMatchObject({ code: 'payment_pending', paymentId: created[0]?.json.id });
    const [prompts] = await server.db
      .select({ n: count() })
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, await providerRefOf(server.db, created[0]?.json.id)));
    expect(prompts?.n).toBe(1);
  });

  it('sends at most five prompts an hour for one account, then says when to try again', async () => {
    const { api } = await learnerIn(server);
    for (let i = 0; i < 5; i++) {
      const res = await start(api, NUMBERS.mtn.fails); // fails at once, so none stays pending
      expect(res.status, res.text).toBe(201);
      await settled(api, res.json.id);
    }
    const sixth = await start(api, NUMBERS.mtn.fails);
    expect([sixth.status, sixth.json.code]).toEqual([429, 'too_many_attempts']);
    expect(sixth.json.retryAfter).toBeGreaterThan(3000);
    expect(sixth.headers.get('retry-after')).toBe(String(sixth.json.retryAfter));
  });

  it('sends at most five prompts an hour to one phone number, whoever asks', async () => {
    const victim = '0788765432';
    for (let i = 0; i < 5; i++) {
      const { api } = await learnerIn(server);
      const res = await start(api, victim);
      expect(res.status, res.text).toBe(201);
    }
    const { api } = await learnerIn(server);
    const refused = await start(api, victim);
    expect([refused.status, refused.json.code]).toEqual([429, 'too_many_attempts']);
    const [rows] = await server.db.select({ n: count() }).from(payments).where(eq(payments.phone, '+250788765432'));
    expect(rows?.n).toBe(5);
  });

  it('still returns the same payment for a retried request', async () => {
    const { api } = await learnerIn(server);
    const body = { plan: 'daily', method: 'mtn', phone: NUMBERS.mtn.asks, requestId: randomUUID() };
    const [a, b] = await Promise.all([api.post('/api/payments', body), api.post('/api/payments', body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.id).toBe(b.json.id);
  });
});

const callback = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.base + path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('callbacks (M4, M5)', () => {
  it('keeps only the known fields of a genuine callback, and still acts on it', async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.asks });
    const ref = await providerRefOf(server.db, payment.id);
    await answerPhone(server.base, 'mtn', ref, 'approve'); // the simulator's own callback settles it
    expect((await settled(api, payment.id)).status).toBe('paid');
    const res = await callback(`/api/payments/callback/mtn/${ref}`, {
      status: 'SUCCESSFUL',
      amount: '1000',
      currency: 'RWF',
      padding: 'x'.repeat(2000),
      nested: { deep: true },
    });
    expect(res.status).toBe(200);
    const rows = await server.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.callback'), eq(auditLog.subject, ref)));
    const bodies = rows.map((r) => (r.details as { body: object }).body);
    expect(bodies).toContainEqual({ status: 'SUCCESSFUL', amount: '1000', currency: 'RWF' });
    for (const b of bodies) expect(Object.keys(b)).not.toContain('padding');
  });

  it('counts callbacks for unknown references without storing them, and refuses big ones', async () => {
    const [before] = await server.db.select({ n: count() }).from(auditLog);
    for (let i = 0; i < 20; i++) {
      const res = await callback(`/api/payments/callback/mtn/${randomUUID()}`, { status: 'SUCCESSFUL' });
      expect(res.status).toBe(200);
    }
    const big = await callback(`/api/payments/callback/mtn/${randomUUID()}`, { reason: 'x'.repeat(60_000) });
    expect([big.status, ((await big.json()) as { code: string }).code]).toEqual([413, 'payload_too_large']);
    const [after] = await server.db.select({ n: count() }).from(auditLog);
    expect(after?.n).toBe(before?.n);
    const counted = await server.db.execute<{ hits: number }>(
      sql`SELECT hits FROM rate_limits WHERE key = 'callback:unknown:mtn'`,
    );
    expect(counted.rows[0]?.hits).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['a NUL', '{"status":"SUCCESSFUL","reason":"\\u0000"}'],
    ['a lone surrogate', '{"status":"x\\udfffy"}'],
    ['nesting 1,500 deep', `${'['.repeat(1500)}${']'.repeat(1500)}`],
    ['nesting 600 deep in an object', `${'{"a":'.repeat(600)}1${'}'.repeat(600)}`],
  ])('answers 400 to a callback with %s (under its 4 KiB limit)', async (_, body) => {
    for (const path of [`/api/payments/callback/mtn/${randomUUID()}`, '/api/payments/callback/airtel']) {
      const res = await fetch(server.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('malformed_request');
    }
  });

  it("acts on every one of 100 payments' callbacks sent from one address within a minute (issue 33)", async () => {
    // A provider at exam season: a hundred learners approve, and its one callback server tells us.
    const busy = await startTestServer({
      env: { PAYMENTS_RECONCILE_MS: '600000' },
      simulator: { dropCallbacks: true },
    });
    try {
      const started = [];
      for (let batch = 0; batch < 10; batch++) {
        // Ten sign-ups at a time: the password queue refuses a hundred at once (that is issue 33's too).
        started.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, async (_, i) => {
              const { api } = await signedUpLearner(busy.base);
              const payment = await pay(api, { phone: `07881${String(batch * 10 + i).padStart(5, '0')}` });
              const ref = await providerRefOf(busy.db, payment.id);
              await answerPhone(busy.base, 'mtn', ref, 'approve'); // approved; its callback is ours to send
              return { api, payment, ref };
            }),
          )),
        );
      }
      const statuses = await Promise.all(
        started.map(({ ref, payment }) =>
          fetch(`${busy.base}/api/payments/callback/mtn/${ref}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'SUCCESSFUL', amount: '1000', currency: 'RWF', externalId: payment.id }),
          }).then((res) => res.status),
        ),
      );
      expect(statuses).toEqual(Array(100).fill(200));
      // The reconciler is off: only the callbacks can have settled them.
      const outcomes = await Promise.all(started.map(({ api, payment }) => settled(api, payment.id)));
      expect(outcomes.map((o) => o.status)).toEqual(Array(100).fill('paid'));
    } finally {
      await busy.close();
    }
  });

  it("limits one payment's callbacks to 10 a minute, from any address", async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: '0788299999' });
    const ref = await providerRefOf(server.db, payment.id);
    const send = () =>
      fetch(`${server.base}/api/payments/callback/mtn/${ref}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'PENDING' }),
      }).then((res) => res.status);
    const statuses = await Promise.all(Array.from({ length: 15 }, send));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('limits the callbacks of one address naming no payment of ours to 60 a minute', async () => {
    const limited = await startTestServer();
    try {
      const send = () =>
        fetch(`${limited.base}/api/payments/callback/airtel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ transaction: { id: randomUUID(), status_code: 'TS' } }),
        });
      const statuses = await Promise.all(Array.from({ length: 70 }, send)).then((all) => all.map((r) => r.status));
      expect(statuses.filter((s) => s === 200)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    } finally {
      await limited.close();
    }
  });
});

describe('the simulators under bad input (M3, M5)', () => {
  const mtnToken = async () => {
    const res = await fetch(`${server.base}/sim/mtn/collection/token/`, {
      method: 'POST',
      headers: {
        'ocp-apim-subscription-key': 'sim-collection-key',
        authorization: `Basic ${Buffer.from('6b1f0e34-5a2c-4d6e-9f10-2b3c4d5e6f70:sim-api-key').toString('base64')}`,
      },
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const requestToPay = async (headers: Record<string, string>, body: object) =>
    fetch(`${server.base}/sim/mtn/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'ocp-apim-subscription-key': 'sim-collection-key',
        authorization: `Bearer ${await mtnToken()}`,
        'x-target-environment': 'mtnrwanda',
        'x-reference-id': randomUUID(),
        ...headers,
      },
      body: JSON.stringify({ currency: 'RWF', payer: { partyIdType: 'MSISDN', partyId: '250788123456' }, ...body }),
    });

  it('calls back only this app, never an address the caller names', async () => {
    const elsewhere = await requestToPay({ 'x-callback-url': 'http://127.0.0.1:9/internal-admin' }, { amount: '1000' });
    expect([elsewhere.status, ((await elsewhere.json()) as { code: string }).code]).toEqual([
      500,
      'INVALID_CALLBACK_URL_HOST',
    ]);
    const own = await requestToPay(
      { 'x-callback-url': `${server.base}/api/payments/callback/mtn/x` },
      { amount: '1000' },
    );
    expect(own.status).toBe(202);
  });

  it('refuses an amount past what the books hold as a bad request', async () => {
    for (const amount of ['250788123456', '9007199254740993', '1e308']) {
      const res = await requestToPay({}, { amount });
      expect([res.status, ((await res.json()) as { code: string }).code], amount).toEqual([400, 'BAD_REQUEST']);
    }
    expect((await client(server.base).get('/api/health')).status).toBe(200);
  });
});
