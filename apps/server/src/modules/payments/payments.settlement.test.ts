import { CHECK_IN_WINDOW_MS } from '@provisoire/domain';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { learnerIn, signedUpLearner } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { answerPhone, auditCount, NUMBERS, pay, providerRefOf, settled } from '../../../test/payments-helpers.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { payments } from '../../db/schema.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  // Later instances first: the first one drops the shared database.
  for (const s of servers.splice(0).reverse()) await s.close();
});
async function instance(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}
const NO_POLLING = { PAYMENTS_RECONCILE_MS: '600000' };

/** The database refuses every connection, its open ones cut, while `meanwhile` runs: an outage. */
async function databaseDown(database: string, meanwhile: () => Promise<void>) {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
    await meanwhile();
  } finally {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    await admin.end();
  }
}

/** Reads a text/event-stream until `done` says so. */
async function watch(url: string, cookie: string, done: (events: { status: string }[]) => boolean) {
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' } });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const events: { status: string }[] = [];
  let buffer = '';
  return {
    events,
    finished: (async () => {
      while (!done(events)) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buffer += new TextDecoder().decode(value);
        for (const match of buffer.matchAll(/^data: (.*)$/gm)) events.push(JSON.parse(match[1]!));
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      }
      await reader.cancel();
      return events;
    })(),
  };
}

describe('settlement', () => {
  it('extends once for the same callback twice', async () => {
    const server = await instance({ env: NO_POLLING, simulator: { dropCallbacks: true } });
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.asks, plan: 'daily' });
    const ref = await providerRefOf(server.db, payment.id);
    await answerPhone(server.base, 'mtn', ref, 'approve'); // the simulator drops its callback: we send it, twice
    const genuine = { status: 'SUCCESSFUL', amount: '1000', currency: 'RWF', externalId: payment.id };
    const send = () =>
      fetch(`${server.base}/api/payments/callback/mtn/${ref}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(genuine),
      });
    await Promise.all([send(), send()]);
    expect((await settled(api, payment.id)).status).toBe('paid');
    await send();
    await new Promise((r) => setTimeout(r, 300));
    expect((await api.get('/api/subscription')).json.subscription.daysLeft).toBe(3);
    expect(await auditCount(server.db, 'payment.paid', payment.id)).toBe(1);
  });

  it('is finished by the reconciler after the server stops mid-payment and another starts', async () => {
    const first = await instance({ env: NO_POLLING, simulator: { dropCallbacks: true } });
    const { api } = await signedUpLearner(first.base);
    const payment = await pay(api, { phone: NUMBERS.mtn.asks, plan: 'weekly' });
    await answerPhone(first.base, 'mtn', await providerRefOf(first.db, payment.id), 'approve');
    await first.stop(); // gone before any callback or poll could settle it

    const second = await instance({ database: first.database });
    const again = client(second.base);
    again.cookie = api.cookie; // the same session, on the new instance
    expect((await settled(again, payment.id, 20_000)).status).toBe('paid');
    expect((await again.get('/api/subscription')).json.subscription).toMatchObject({ plan: 'weekly', daysLeft: 14 });
  });

  it('pushes a settlement made by instance A to the browser watching instance B', async () => {
    const a = await instance({ simulator: { dropCallbacks: false } });
    const b = await instance({ database: a.database, env: NO_POLLING });
    const { api } = await signedUpLearner(a.base);
    const payment = await pay(api, { phone: NUMBERS.airtel.asks, method: 'airtel' });
    const stream = await watch(
      `${b.base}/api/payments/${payment.id}/events`,
      api.cookie,
      (e) => e.at(-1)?.status === 'paid',
    );
    await answerPhone(a.base, 'airtel', await providerRefOf(a.db, payment.id), 'approve');
    const events = await stream.finished;
    expect(events[0]?.status).toBe('pending');
    expect(events.at(-1)?.status).toBe('paid');
  });

  it('reaches the stream on every instance when approved after the database was down for seconds', async () => {
    const a = await instance({ simulator: { dropCallbacks: false } });
    const b = await instance({ database: a.database, env: NO_POLLING });
    const { api } = await signedUpLearner(a.base);
    const payment = await pay(api, { phone: NUMBERS.airtel.asks, method: 'airtel' });
    const paid = (e: { status: string }[]) => e.at(-1)?.status === 'paid';
    const streams = [
      await watch(`${a.base}/api/payments/${payment.id}/events`, api.cookie, paid),
      await watch(`${b.base}/api/payments/${payment.id}/events`, api.cookie, paid),
    ];
    const ready = async (server: TestServer) => (await fetch(`${server.base}/api/health/ready`)).json();
    const listening = async (server: TestServer) =>
      /^event_listener_up 1$/m.test(await (await fetch(`${server.base}/metrics`)).text());

    await databaseDown(a.database, async () => {
      await new Promise((r) => setTimeout(r, 4000)); // several seconds: every try to come back fails
      for (const server of [a, b]) {
        expect(await ready(server)).toMatchObject({ status: 'degraded', events: 'down' });
        expect(await listening(server)).toBe(false);
      }
    });
    for (const server of [a, b]) {
      await expect
        .poll(() => ready(server), { timeout: 20_000, interval: 250 })
        .toMatchObject({
          status: 'ok',
          events: 'listening',
        });
      expect(await listening(server)).toBe(true);
    }
    await answerPhone(a.base, 'airtel', await providerRefOf(a.db, payment.id), 'approve');
    for (const stream of streams) expect((await stream.finished).at(-1)?.status).toBe('paid');
  });

  it('checks each payment once with two reconcilers running', async () => {
    const a = await instance({ simulator: { dropCallbacks: true } });
    const b = await instance({ database: a.database, simulator: { dropCallbacks: true } });
    // Four learners (one pending payment each is the most a learner may have), all due at once.
    const learners = await Promise.all([1, 2, 3, 4].map(() => signedUpLearner(a.base)));
    const ids: string[] = [];
    for (const { api } of learners) {
      const payment = await pay(api, { phone: NUMBERS.mtn.asks, plan: 'daily' });
      await answerPhone(a.base, 'mtn', await providerRefOf(a.db, payment.id), 'approve');
      ids.push(payment.id);
    }
    for (const [i, id] of ids.entries()) expect((await settled(learners[i]!.api, id, 20_000)).status).toBe('paid');
    for (const id of ids) expect(await auditCount(b.db, 'payment.paid', id)).toBe(1);
    // Each was claimed by one instance for one status check: a second claim would count 2.
    const rows = await b.db.select({ checks: payments.checks }).from(payments).where(inArray(payments.id, ids));
    expect(rows.map((r) => r.checks)).toEqual([1, 1, 1, 1]);
    for (const { api } of learners) expect((await api.get('/api/subscription')).json.subscription.daysLeft).toBe(3);
  });
});

describe('the reconciler, when no callback comes (issue 12)', () => {
  /** One second of the server's clock with the reconciler's round in it, as its timer would run it. */
  const second = async (server: TestServer) => {
    server.advance(1000);
    await server.payments.reconcile(1000);
  };

  it('sees an approval made a minute after the start within seconds, asking every few seconds meanwhile', async () => {
    const server = await instance({ env: NO_POLLING, simulator: { dropCallbacks: true }, now: new Date() });
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.asks, plan: 'daily' });
    for (let s = 0; s < 60; s++) await second(server);
    expect((await api.get(`/api/payments/${payment.id}`)).json.status).toBe('pending');

    await answerPhone(server.base, 'mtn', await providerRefOf(server.db, payment.id), 'approve');
    let waited = 0;
    while ((await api.get(`/api/payments/${payment.id}`)).json.status === 'pending' && waited < 120) {
      await second(server);
      waited++;
    }
    expect(waited).toBeLessThanOrEqual(CHECK_IN_WINDOW_MS / 1000);
    expect((await api.get('/api/subscription')).json.subscription.daysLeft).toBe(3);
    // Every 5 s, not every second: 13 status calls in the 65 s.
    const [row] = await server.db.select({ checks: payments.checks }).from(payments).where(eq(payments.id, payment.id));
    expect(row?.checks).toBeGreaterThanOrEqual(12);
    expect(row?.checks).toBeLessThanOrEqual(14);
  });

  it('asks each provider at most 10 times in a second, leaving the rest for the next round', async () => {
    const server = await instance({ env: NO_POLLING, simulator: { dropCallbacks: true }, now: new Date() });
    for (let i = 0; i < 12; i++) {
      const { api } = await learnerIn(server);
      await pay(api, { phone: `07881234${String(i).padStart(2, '0')}`, plan: 'daily' });
    }
    server.advance(CHECK_IN_WINDOW_MS);
    // 9 in a round of a second (a little under 10, so the next round starts on time), 100 ms apart.
    const started = Date.now();
    expect(await server.payments.reconcile(1000)).toBe(9);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(await server.payments.reconcile(1000)).toBe(3);
  });
});

describe('where the providers are real', () => {
  it('serves no simulator and no phone page', async () => {
    const server = await instance({
      env: {
        MTN_BASE_URL: 'https://proxy.momoapi.mtn.co.rw',
        MTN_SUBSCRIPTION_KEY: 'k',
        MTN_API_USER: 'u',
        MTN_API_KEY: 'a',
      },
    });
    for (const path of [
      '/dev/phone',
      '/sim/mtn/collection/v1_0/requesttopay/x',
      '/sim/airtel/standard/v1/payments/x',
    ]) {
      expect((await fetch(server.base + path)).status).toBe(404);
    }
  });
});

describe('the expiry sweep', () => {
  it('writes expired on a subscription whose end has passed, which already read as expired', async () => {
    const server = await instance({ env: NO_POLLING });
    const { api } = await learnerIn(server);
    await api.post('/api/subscription/trial');
    server.advance(25 * 3_600_000);
    expect((await api.get('/api/subscription')).json.subscription).toMatchObject({ status: 'expired', daysLeft: 0 });
    expect(await server.subscriptions.expireEnded()).toBe(1);
    expect(await server.subscriptions.expireEnded()).toBe(0);
  });
});

describe('a deployment (https) with no provider configured', () => {
  it('has no simulator, no phone or outbox page, and refuses payments instead of faking them', async () => {
    const server = await instance({ env: { PUBLIC_URL: 'https://provisoire.example' } });
    for (const path of ['/dev/phone', '/dev/outbox', '/sim/mtn/collection/v1_0/requesttopay/x']) {
      expect((await fetch(server.base + path)).status).toBe(404);
    }
    const { api } = await learnerIn(server);
    const res = await api.post('/api/payments', {
      plan: 'daily',
      method: 'mtn',
      phone: NUMBERS.mtn.succeeds,
      requestId: crypto.randomUUID(),
    });
    expect([res.status, res.json.fields?.method]).toEqual([400, 'validation.method_unavailable']);
  });
});
