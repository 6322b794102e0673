import { describe, expect, it } from 'vitest';
import { APPROVAL_WINDOW_MS, CHECK_IN_WINDOW_MS, paymentCheckDelayMs } from './payment-checks.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('when the reconciler asks the provider again', () => {
  it('asks every few seconds while the payer may be approving', () => {
    for (const age of [0, 30 * SECOND, 60 * SECOND, 120 * SECOND, APPROVAL_WINDOW_MS - 1])
      expect(paymentCheckDelayMs(age)).toBe(CHECK_IN_WINDOW_MS);
  });

  it('backs off after the approval window, from 1 minute up to 5 minutes', () => {
    expect(paymentCheckDelayMs(APPROVAL_WINDOW_MS)).toBe(60 * SECOND);
    expect(paymentCheckDelayMs(10 * MINUTE)).toBe(2 * MINUTE);
    expect(paymentCheckDelayMs(29 * MINUTE)).toBe(5 * MINUTE);
    expect(paymentCheckDelayMs(3 * 60 * MINUTE)).toBe(5 * MINUTE);
  });

  it('checks a payment nobody answers a bounded number of times in its half hour', () => {
    let checks = 0;
    for (let age = 0; age < 30 * MINUTE; age += paymentCheckDelayMs(age)) checks++;
    expect(checks).toBeLessThan(75);
  });
});
