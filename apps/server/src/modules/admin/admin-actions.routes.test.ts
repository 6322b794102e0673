import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpAdmin } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { answerPhone, auditCount, NUMBERS, pay, providerRefOf, settled } from '../../../test/payments-helpers.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: Client;
let adminId: string;
let learner: Client;
beforeAll(async () => {
  // No callbacks and no reconciler rounds: only 'check now' can learn what the provider knows.
  server = await startTestServer({
    env: { ADMIN_EMAILS: 'umucungamari@example.rw', PAYMENTS_RECONCILE_MS: '600000' },
    simulator: { dropCallbacks: true },
  });
  const signedUp = await signedUpAdmin(server, 'umucungamari@example.rw', 'Umucungamari');
  admin = signedUp.api;
  adminId = signedUp.user.id;
  learner = (await learnerIn(server)).api;
});
afterAll(() => server.close());

const grant = (api: Client, userId: string, body: Record<string, unknown>) =>
  api.post(`/api/admin/users/${userId}/grants`, {
    requestId: randomUUID(),
    plan: 'monthly',
    reason: 'Yishyuye mu ntoki',
    ...body,
  });

async function newLearner() {
  const { api, user } = await learnerIn(server);
  return { api, id: user.id as string };
}

const daysLeft = async (api: Client) => (await api.get('/api/subscription')).json.subscription?.daysLeft ?? 0;

describe('admin actions', () => {
  it('answer 401 signed out and 403 to a learner', async () => {
    const target = await newLearner();
    const calls = [
      (api: Client) => api.get('/api/admin/payments'),
      (api: Client) => api.get('/api/admin/audit'),
      (api: Client) => api.get('/api/admin/overview'),
      (api: Client) => grant(api, target.id, {}),
      (api: Client) => api.post(`/api/admin/payments/${randomUUID()}/check`),
    ];
    for (const call of calls) {
      expect((await call(client(server.base))).status).toBe(401);
      const refused = await call(learner);
      expect([refused.status, refused.json.code]).toEqual([403, 'forbidden']);
    }
    expect(await daysLeft(target.api)).toBe(0);
  });
});

describe('a grant by hand', () => {
  it('starts a subscription, then extends it from its end, and is in the audit view with its reason', async () => {
    const target = await newLearner();
    const first = await grant(admin, target.id, { plan: 'monthly', reason: 'Yishyuye 5000 mu ishuri' });
    expect([first.status, first.json.subscription.status, first.json.subscription.daysLeft]).toEqual([
      200,
      'active',
      30,
    ]);
    expect(await daysLeft(target.api)).toBe(30);
    // Time paid by hand: the free day is no longer offered, and cannot be taken over the month.
    expect((await target.api.get('/api/subscription')).json.trialAvailable).toBe(false);
    expect((await target.api.post('/api/subscription/trial')).json.code).toBe('trial_taken');
    await grant(admin, target.id, { plan: 'weekly' });
    expect(await daysLeft(target.api)).toBe(44);

    const audit = await admin.get('/api/admin/audit');
    const granted = audit.json.rows.filter((r: { action: string }) => r.action === 'subscription.granted');
    expect(granted[1]).toMatchObject({
      actor: { id: adminId, displayName: 'Umucungamari' },
      learner: { id: target.id },
      details: { plan: 'monthly', days: 30, reason: 'Yishyuye 5000 mu ishuri' },
    });
  });

  it('grants once for a retried request, and each of a burst of different ones', async () => {
    const target = await newLearner();
    const requestId = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 5 }, () => grant(admin, target.id, { requestId, plan: 'daily' })),
    );
    expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await daysLeft(target.api)).toBe(3);
    await Promise.all(Array.from({ length: 4 }, () => grant(admin, target.id, { plan: 'daily' })));
    expect(await daysLeft(target.api)).toBe(15);
  });

  it('refuses bad input and changes nothing', async () => {
    const target = await newLearner();
    const bad: [string, Record<string, unknown>, number, string][] = [
      [target.id, { reason: 'ok' }, 400, 'validation_failed'],
      [target.id, { reason: 'x'.repeat(201) }, 400, 'validation_failed'],
      [target.id, { plan: 'trial' }, 400, 'validation_failed'],
      [target.id, { requestId: 'not-a-uuid' }, 400, 'validation_failed'],
      [target.id, { extra: 1 }, 400, 'validation_failed'],
      ['not-a-user', {}, 400, 'validation_failed'],
      [randomUUID(), {}, 404, 'not_found'],
    ];
    for (const [id, body, status, code] of bad) {
      const res = await grant(admin, id, body);
      expect([res.status, res.json.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const requestId = randomUUID();
    await grant(admin, target.id, { requestId, plan: 'daily' });
    const other = await newLearner();
    // The same id for another learner, or another plan: refused, not taken for the first grant.
    for (const [id, body] of [
      [other.id, { requestId, plan: 'daily' }],
      [target.id, { requestId, plan: 'monthly' }],
    ] as const) {
      const reused = await grant(admin, id, body);
      expect([reused.status, reused.json.code]).toEqual([400, 'validation_failed']);
    }
    expect([await daysLeft(target.api), await daysLeft(other.api)]).toEqual([3, 0]);
  });
});

describe('the payments view', () => {
  it('lists a payment with its state, filters by state, and settles it with a check at the provider', async () => {
    const payer = await newLearner();
    const payment = await pay(payer.api, { method: 'mtn', phone: NUMBERS.mtn.asks, plan: 'weekly' });
    const pending = await admin.get('/api/admin/payments?status=pending');
    const row = pending.json.rows.find((r: { id: string }) => r.id === payment.id);
    expect(row).toMatchObject({
      userId: payer.id,
      plan: 'weekly',
      amount: 3000,
      method: 'mtn',
      status: 'pending',
      phone: '+250788123456',
      reference: await providerRefOf(server.db, payment.id),
    });
    expect(
      (await admin.get('/api/admin/payments?status=failed')).json.rows.map((r: { id: string }) => r.id),
    ).not.toContain(payment.id);

    // The payer approves; no callback comes and no round runs, so only the check can see it.
    await answerPhone(server.base, 'mtn', row.reference, 'approve');
    expect((await payer.api.get(`/api/payments/${payment.id}`)).json.status).toBe('pending');
    const checked = await admin.post(`/api/admin/payments/${payment.id}/check`);
    expect([checked.status, checked.json.status, checked.json.transactionId]).toEqual([
      200,
      'paid',
      expect.any(String),
    ]);
    expect(await settled(payer.api, payment.id)).toMatchObject({ status: 'paid' });
    expect(await daysLeft(payer.api)).toBe(14);
    const audit = (await admin.get('/api/admin/audit')).json.rows;
    expect(audit.slice(0, 2).map((r: { action: string }) => r.action)).toEqual([
      'admin.payment_checked',
      'payment.paid',
    ]);
    expect(audit[0]).toMatchObject({ actor: { id: adminId }, learner: { id: payer.id } });
    expect(audit[1]).toMatchObject({ learner: { id: payer.id }, details: { amount: 3000, method: 'mtn' } });
    expect((await admin.get('/api/admin/audit?q=x')).status).toBe(400);

    const missing = await admin.post(`/api/admin/payments/${randomUUID()}/check`);
    expect([missing.status, missing.json.code]).toEqual([404, 'payment_not_found']);
    const badState = await admin.get('/api/admin/payments?status=lost');
    expect([badState.status, badState.json.code]).toEqual([400, 'validation_failed']);
  });
});

describe('money at a glance', () => {
  it('has 30 days with today’s revenue, the plan totals, new learners and active subscriptions', async () => {
    const res = await admin.get('/api/admin/overview');
    expect(res.status).toBe(200);
    expect(res.json.days).toHaveLength(30);
    const today = res.json.days.at(-1);
    expect(today.revenue).toBe(3000); // the weekly plan paid above; grants by hand are not revenue
    expect(res.json.revenueByPlan).toEqual({ daily: 0, weekly: 3000, monthly: 0 });
    // Seven learners signed up in this file (the admin is not one); four were granted or paid a plan.
    expect(today.newLearners).toBe(7);
    expect(res.json.totals).toEqual({ revenue: 3000, payments: 1, newLearners: 7, activeSubscriptions: 4 });
  });
});

describe('a burst of checks', () => {
  it('settles an approved payment once, however many admins press the button at once', async () => {
    const payer = await newLearner();
    const payment = await pay(payer.api, { method: 'mtn', phone: NUMBERS.mtn.asks, plan: 'daily' });
    await answerPhone(server.base, 'mtn', await providerRefOf(server.db, payment.id), 'approve');
    const checks = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/admin/payments/${payment.id}/check`)),
    );
    expect(checks.map((r) => [r.status, r.json.status])).toEqual(Array.from({ length: 10 }, () => [200, 'paid']));
    expect(await daysLeft(payer.api)).toBe(3);
    expect(await auditCount(server.db, 'payment.paid', payment.id)).toBe(1);
    expect(await auditCount(server.db, 'admin.payment_checked', payment.id)).toBe(10);
  });
});
