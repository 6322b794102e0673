import { describe, expect, it } from 'vitest';
import { StartPaymentSchema } from './payment-schemas.ts';

const valid = {
  plan: 'weekly',
  method: 'mtn',
  phone: '078 812 3456',
  requestId: '0b6f3c4e-8f51-4c43-9a55-5b1bb2a4a1b7',
};
const fields = (input: unknown) =>
  Object.fromEntries(
    (StartPaymentSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('StartPaymentSchema', () => {
  it('accepts a plan, a wallet, a Rwandan number and a request id', () => {
    expect(StartPaymentSchema.safeParse(valid).success).toBe(true);
  });

  it('names each problem with a catalog key', () => {
    expect(fields({ ...valid, plan: 'trial', method: 'mpesa', phone: '0688123456' })).toEqual({
      plan: 'validation.plan_invalid',
      method: 'validation.method_required',
      phone: 'validation.phone_invalid',
    });
    expect(fields({ ...valid, phone: '  ' })).toEqual({ phone: 'validation.phone_required' });
  });

  it('refuses an amount: the price comes from the catalogue', () => {
    expect(StartPaymentSchema.safeParse({ ...valid, amount: 1 }).success).toBe(false);
  });
});
