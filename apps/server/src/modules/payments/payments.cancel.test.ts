import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpAdmin } from '../../../test/factories.ts';
import { answerPhone, auditCount, NUMBERS, pay, providerRefOf, settled } from '../../../test/payments-helpers.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// Callbacks dropped and no reconciler: only the cancel's own question to the provider settles anything.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { PAYMENTS_RECONCILE_MS: '600000', ADMIN_EMAILS: 'umucungamari@example.rw' },
    simulator: { dropCallbacks: true },
  });
});
afterAll(() => server.close());

describe('giving up on a payment still waiting', () => {
  it('lets the learner pay again at once, and the first still counts if it was approved after all', async () => {
    const { api } = await learnerIn(server);
    const wrong = await pay(api, { phone: NUMBERS.mtn.asks });
    const blocked = await api.post('/api/payments', {
      plan: 'daily',
      method: 'mtn',
      phone: NUMBERS.mtn.succeeds,
      requestId: randomUUID(),
    });
    expect(blocked).toMatchObject({ status: 409, json: { code: 'payment_pending', paymentId: wrong.id } });

    const cancelled = await api.post(`/api/payments/${wrong.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ id: wrong.id, status: 'pending', cancelled: true, secondsLeft: 0 });
    const again = await pay(api, { phone: NUMBERS.airtel.asks, method: 'airtel' });
    expect(again.status).toBe('pending');
    // the admin sees it cancelled by the learner, still pending while the provider is asked
    const admin = await signedUpAdmin(server, 'umucungamari@example.rw');
    const listed = (await admin.api.get('/api/admin/payments?status=pending')).json.rows.filter(
      (p: { id: string }) => p.id === wrong.id,
    );
    expect(listed).toMatchObject([{ id: wrong.id, status: 'pending', cancelledAt: expect.any(String) }]);

    // The owner of the first number approves late: once the provider is asked, it is paid and counts.
    await answerPhone(server.base, 'mtn', await providerRefOf(server.db, wrong.id), 'approve');
    await server.payments.check(wrong.id);
    expect((await api.get(`/api/payments/${wrong.id}`)).json).toMatchObject({ status: 'paid', cancelled: true });
    expect((await api.get('/api/subscription')).json.subscription).toMatchObject({ plan: 'daily', daysLeft: 3 });
  });

  it('asks the provider first: an approval that already went through is paid, not cancelled', async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.asks });
    await answerPhone(server.base, 'mtn', await providerRefOf(server.db, payment.id), 'approve');
    const res = await api.post(`/api/payments/${payment.id}/cancel`);
    expect(res.json).toMatchObject({ status: 'paid', cancelled: false });
    expect(await auditCount(server.db, 'payment.cancelled', payment.id)).toBe(0);
  });

  it('cancels once under a burst, and only the payer may', async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.asks });
    const other = await learnerIn(server);
    expect((await other.api.post(`/api/payments/${payment.id}/cancel`)).status).toBe(404);
    expect((await api.post('/api/payments/not-an-id/cancel')).status).toBe(400);
    const burst = await Promise.all(Array.from({ length: 10 }, () => api.post(`/api/payments/${payment.id}/cancel`)));
    for (const res of burst) expect(res.json).toMatchObject({ status: 'pending', cancelled: true });
    expect(await auditCount(server.db, 'payment.cancelled', payment.id)).toBe(1);
    // A settled payment stays as it was.
    const failed = await pay(api, { phone: NUMBERS.mtn.fails });
    await server.payments.check(failed.id);
    expect((await settled(api, failed.id)).status).toBe('failed');
    expect((await api.post(`/api/payments/${failed.id}/cancel`)).json).toMatchObject({
      status: 'failed',
      cancelled: false,
    });
  });
});
