import { isIPv6 } from 'node:net';
import { DAY_MS, HOUR_MS, PHONE_CODE_COOLDOWN_SECONDS } from '@provisoire/domain';
import type { Limit } from '../rate-limits/rate-limits.repository.ts';

/** Code SMS that all instances together may send, an hour and a day (`SMS_CODES_PER_HOUR`, `_PER_DAY`). */
export interface SmsBudget {
  perHour: number;
  perDay: number;
}

/** The eight groups of an IPv6 address, an embedded IPv4 tail included. */
function ipv6Groups(address: string) {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return groups.map((g) => Number.parseInt(g, 16).toString(16));
}

/**
 * What an address limit counts: an IPv4 address, or the /64 network of an IPv6 one (a single home or
 * phone gets a whole /64, so counting its addresses one by one would multiply the limit).
 */
function addressRange(ip: string) {
  // "[2001:db8::1]" or "[2001:db8::1]:443", as some proxies write an IPv6 client: the address within
  const unbracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)?.[1] ?? ip;
  const address = unbracketed.split('%')[0] ?? unbracketed;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * Who asks, counted for every request, refused or not: an account adding a number (counted before its
 * number is looked up, so 'phone_taken' cannot list accounts faster) and the address.
 */
export const askerLimits = (ip: string, userId: string | null): Limit[] => [
  ...(userId ? [{ key: `sms:account:${userId}`, max: 5, windowMs: HOUR_MS }] : []),
  { key: `sms:net:${addressRange(ip)}`, max: 20, windowMs: HOUR_MS },
];

/**
 * The share of the budget kept for the numbers of existing accounts. Pumping sends to new numbers; a
 * number on an account is one a code already reached, and each has its own limits (`numberLimits`), so
 * pumping cannot multiply them: once new numbers have used the rest, a learner with an account still
 * gets in by phone.
 */
export const KNOWN_NUMBERS_SHARE = 0.3;

/**
 * The budget every instance shares, one count of the codes sent: a new number's code pauses (503
 * `sms_paused`) at the part of it not kept for accounts, an account's number's at the whole of it.
 */
export const budgetLimits = (budget: SmsBudget, accountNumber: boolean): (Limit & { window: 'hour' | 'day' })[] =>
  (
    [
      ['hour', budget.perHour, HOUR_MS],
      ['day', budget.perDay, DAY_MS],
    ] as const
  ).map(([window, max, windowMs]) => ({
    key: `sms:budget:${window}`,
    max: accountNumber ? max : Math.max(1, Math.floor(max * (1 - KNOWN_NUMBERS_SHARE))),
    windowMs,
    window,
  }));

/**
 * The number and its block of a thousand (pumping sends to a range the attacker is paid for): a
 * minute between two codes to one number, a few an hour and a day. Kept only for a code that is sent.
 */
export const numberLimits = (phone: string): Limit[] => [
  { key: `sms:block:${phone.slice(0, -3)}`, max: 10, windowMs: HOUR_MS },
  { key: `sms:cooldown:${phone}`, max: 1, windowMs: PHONE_CODE_COOLDOWN_SECONDS * 1000 },
  { key: `sms:phone:${phone}`, max: 5, windowMs: HOUR_MS },
  { key: `sms:phone-day:${phone}`, max: 10, windowMs: DAY_MS },
];

/** The key of the once-a-window alert when a budget is reached: one per clock hour, or per UTC day. */
export const budgetAlert = (window: 'hour' | 'day', now: Date): Limit => {
  const windowMs = window === 'hour' ? HOUR_MS : DAY_MS;
  return { key: `sms:budget-alert:${window}:${Math.floor(now.getTime() / windowMs)}`, max: 1, windowMs };
};
