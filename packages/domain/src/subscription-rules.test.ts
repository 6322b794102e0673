import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import { daysLeft, extendSubscription, isActive } from './subscription-rules.ts';

const now = new Date('2026-11-21T10:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day);

describe('extendSubscription', () => {
  it('starts now when nothing is active', () => {
    expect(extendSubscription(null, PLANS.daily, now)).toEqual({ start: now, end: at(3) });
  });

  it('starts now when the last one has ended', () => {
    expect(extendSubscription({ start: at(-10), end: at(-1) }, PLANS.weekly, now)).toEqual({ start: now, end: at(14) });
  });

  it('adds to the current end when one is active: no paid day lost', () => {
    expect(extendSubscription({ start: at(-1), end: at(2) }, PLANS.monthly, now)).toEqual({
      start: at(-1),
      end: at(32),
    });
  });
});

describe('isActive and daysLeft', () => {
  it('reads an end that has passed as expired', () => {
    expect(isActive({ start: at(-3), end: at(-0.001) }, now)).toBe(false);
    expect(isActive({ start: at(-3), end: at(0.001) }, now)).toBe(true);
    expect(isActive(null, now)).toBe(false);
  });

  it('counts whole days until the end, a started day included', () => {
    expect(daysLeft(at(3), now)).toBe(3);
    expect(daysLeft(at(2.2), now)).toBe(3);
    expect(daysLeft(at(0.01), now)).toBe(1);
    expect(daysLeft(at(-1), now)).toBe(0);
  });
});
