import { describe, expect, it } from 'vitest';
import { formatRwandanMobile, parseRwandanMobile, walletForPhone } from './phone.ts';

describe('parseRwandanMobile', () => {
  it.each(['+250788123456', '250788123456', '0788123456', '788123456', '078 812 34 56', '+250-78-812-3456'])(
    'reads %s',
    (input) => {
      expect(parseRwandanMobile(input)).toEqual({ e164: '+250788123456', national: '788123456' });
    },
  );

  it.each(['', '0788', '07881234567', '0688123456', '+256788123456', '0758123456', 'abc0788123456', '+250+788123456'])(
    'refuses %j',
    (input) => {
      expect(parseRwandanMobile(input)).toBeNull();
    },
  );
});

describe('walletForPhone', () => {
  it('pre-selects MTN for 078/079 and Airtel for 072/073', () => {
    expect(walletForPhone(parseRwandanMobile('0788123456'))).toBe('mtn');
    expect(walletForPhone(parseRwandanMobile('0791234567'))).toBe('mtn');
    expect(walletForPhone(parseRwandanMobile('0721234567'))).toBe('airtel');
    expect(walletForPhone(parseRwandanMobile('0731234567'))).toBe('airtel');
    expect(walletForPhone(parseRwandanMobile('0771234567'))).toBeNull();
    expect(walletForPhone(null)).toBeNull();
  });
});

describe('formatRwandanMobile', () => {
  it.each(['+250788123450', '0788123450', '250 788 123 450'])('writes %s as a Rwandan reads it', (input) => {
    expect(formatRwandanMobile(input)).toBe('078 812 3450');
  });

  it('leaves anything else as it was', () => {
    expect(formatRwandanMobile('+256700000000')).toBe('+256700000000');
    expect(formatRwandanMobile('')).toBe('');
  });
});
