import type { PaymentMethod } from './plans.ts';

export interface RwandanMobile {
  /** +2507XXXXXXXX: how we store it. */
  e164: string;
  /** 7XXXXXXXX: the nine-digit national number. */
  national: string;
}

// Rwanda's mobile numbers: 7 then a network digit (2, 3, 7, 8, 9) then seven digits (libphonenumber's pattern).
const MOBILE = /^7[237-9]\d{7}$/;

/** Reads +250 7…, 250 7…, 07… or 7…, with spaces, dots or dashes; null when it is not a Rwandan mobile number. */
export function parseRwandanMobile(input: string): RwandanMobile | null {
  const compact = input.trim().replace(/[\s.\-()]/g, '');
  const national = compact.replace(/^(\+?250|0)/, '');
  if (!/^\+?\d+$/.test(compact) || !MOBILE.test(national)) return null;
  return { e164: `+250${national}`, national };
}

/** The wallet to pre-select: 078/079 are MTN, 072/073 Airtel. The learner can still change it. */
export function walletForPhone(phone: RwandanMobile | null): PaymentMethod | null {
  const prefix = phone?.national.slice(0, 2);
  if (prefix === '78' || prefix === '79') return 'mtn';
  if (prefix === '72' || prefix === '73') return 'airtel';
  return null;
}

/**
 * 078 812 3450: one way to write a Rwandan mobile number on every screen (the code page, the account,
 * the admin's lists, the payment views); anything that is not one stays as it was given.
 */
export function formatRwandanMobile(phone: string): string {
  const national = parseRwandanMobile(phone)?.national;
  return national ? `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}` : phone;
}
