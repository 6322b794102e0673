import { randomUUID } from 'node:crypto';
import { parseRwandanMobile } from '@provisoire/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createAirtelCollection } from './airtel/airtel-collection.ts';
import { createMtnCollection } from './mtn/mtn-collection.ts';
import { ProviderError } from './payment-provider.ts';
import { simulatorDefaults } from './simulator/simulator-settings.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ simulator: { dropCallbacks: true } });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const sim = () => simulatorDefaults(server.base);
const mtn = (overrides: Partial<Parameters<typeof createMtnCollection>[0]> = {}) =>
  createMtnCollection({ baseUrl: `${server.base}/sim/mtn`, ...sim().mtn, callbackUrl: null, ...overrides });
const airtel = (overrides: Partial<Parameters<typeof createAirtelCollection>[0]> = {}) =>
  createAirtelCollection({ baseUrl: `${server.base}/sim/airtel`, ...sim().airtel, ...overrides });
const request = (phone: string) => ({
  reference: randomUUID(),
  amount: 3000,
  currency: 'RWF',
  phone: parseRwandanMobile(phone)!,
  description: 'Provisoire ibyumweru 2',
  externalId: randomUUID(),
});
const tokenCalls = (spy: { mock: { calls: unknown[][] } }, path: string) =>
  spy.mock.calls.filter((args) => String(args[0]).endsWith(path)).length;

describe('the MTN adapter against the MTN simulator', () => {
  it('pays, reads the status, and fetches one token for many calls', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const provider = mtn();
    const paid = request('0780000004');
    await provider.requestToPay(paid);
    expect(await provider.status(paid.reference)).toEqual({
      state: 'paid',
      amount: 3000,
      currency: 'RWF',
      payer: '250780000004',
      reference: null,
      externalId: paid.externalId,
      transactionId: expect.any(String),
    });
    const failed = request('0780000002');
    await provider.requestToPay(failed);
    expect(await provider.status(failed.reference)).toEqual({ state: 'failed', reason: 'APPROVAL_REJECTED' });
    expect(await provider.status(request('0788123456').reference)).toEqual({ state: 'unknown' });
    expect(tokenCalls(spy, '/collection/token/')).toBe(1);
  });

  it('treats a reference sent twice as accepted, and keeps it pending', async () => {
    const provider = mtn();
    const pending = request('0780000005');
    await provider.requestToPay(pending);
    await provider.requestToPay(pending);
    expect(await provider.status(pending.reference)).toEqual({ state: 'pending' });
  });

  it('reports refusals with the provider code, retriable only when MTN may recover', async () => {
    const wrongKey = mtn({ subscriptionKey: 'wrong' });
    await expect(wrongKey.requestToPay(request('0788123456'))).rejects.toMatchObject({ retriable: false });
    const wrongCurrency = mtn({ currency: 'EUR' });
    const error = await wrongCurrency.requestToPay(request('0788123456')).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.code).toBe('INVALID_CURRENCY');
    const nowhere = mtn({ baseUrl: 'http://127.0.0.1:9/sim/mtn' });
    await expect(nowhere.status('x')).rejects.toMatchObject({ retriable: true });
  });
});

describe('the Airtel adapter against the Airtel simulator', () => {
  it('pays with the national number, reads TS, TF and TIP, and fetches one token', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const provider = airtel();
    const paid = request('0730000004');
    await provider.requestToPay(paid);
    expect(await provider.status(paid.reference)).toEqual({
      state: 'paid',
      amount: null,
      currency: null,
      payer: null,
      reference: paid.reference,
      externalId: null,
      transactionId: expect.stringMatching(/^MP/),
    });
    const failed = request('0730000001');
    await provider.requestToPay(failed);
    expect((await provider.status(failed.reference)).state).toBe('failed');
    const waiting = request('0730000005');
    await provider.requestToPay(waiting);
    await provider.requestToPay(waiting); // ESB000041, a duplicate id, counts as accepted
    expect(await provider.status(waiting.reference)).toEqual({ state: 'pending' });
    expect(await provider.status(randomUUID())).toEqual({ state: 'unknown' });
    expect(tokenCalls(spy, '/auth/oauth2/token')).toBe(1);
  });

  it('is refused with the wrong market headers or credentials', async () => {
    await expect(airtel({ country: 'UG' }).requestToPay(request('0731234567'))).rejects.toMatchObject({
      code: 'ROUTER006',
    });
    await expect(airtel({ clientSecret: 'nope' }).requestToPay(request('0731234567'))).rejects.toMatchObject({
      retriable: false,
    });
  });
});
