import { describe, expect, it } from 'vitest';
import { dueAt, reviewAfter } from './review-queue.ts';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('reviewAfter', () => {
  it('leaves a right answer to a question never missed out of the queue', () => {
    expect(reviewAfter(null, true, at('2026-11-26T08:00:00Z'))).toBeNull();
  });

  it('brings a mistake back within minutes, then further away as it is answered right', () => {
    const now = at('2026-11-26T08:00:00Z');
    const missed = reviewAfter(null, false, now)!;
    expect(dueAt(missed).getTime() - now.getTime()).toBeLessThanOrEqual(10 * MINUTE);
    const later = at('2026-11-26T08:05:00Z');
    const right = reviewAfter(missed, true, later)!;
    expect(right.rightDays).toBe(1);
    expect(dueAt(right).getTime()).toBeGreaterThan(dueAt(missed).getTime());
  });

  it('lets the question go only after right answers on two different days in Kigali', () => {
    let state = reviewAfter(null, false, at('2026-11-26T08:00:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T08:10:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T21:00:00Z')); // 23:00 in Kigali: the same day
    expect(state?.rightDays).toBe(1);
    expect(reviewAfter(state, true, at('2026-11-26T22:30:00Z'))).toBeNull(); // 00:30 the next day
  });

  it('starts the count again after another mistake', () => {
    let state = reviewAfter(null, false, at('2026-11-26T08:00:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T09:00:00Z'));
    state = reviewAfter(state, false, at('2026-11-27T09:00:00Z'));
    expect(state).toMatchObject({ rightDays: 0, lastRightDay: null });
    expect(dueAt(state!).getTime() - at('2026-11-27T09:00:00Z').getTime()).toBeLessThanOrEqual(10 * MINUTE);
    state = reviewAfter(state, true, at('2026-11-28T09:00:00Z'));
    expect(state?.rightDays).toBe(1);
  });
});
