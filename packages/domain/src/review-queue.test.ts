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
    expect(right.rightSince).toBe(later.toISOString());
    expect(dueAt(right).getTime()).toBeGreaterThan(dueAt(missed).getTime());
  });

  it('lets the question go only once two right answers are at least 12 hours apart', () => {
    let state = reviewAfter(null, false, at('2026-11-26T08:00:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T08:10:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T20:00:00Z')); // 11 h 50 min after the first right one
    expect(state?.rightSince).toBe('2026-11-26T08:10:00.000Z');
    expect(reviewAfter(state, true, at('2026-11-26T20:10:00Z'))).toBeNull(); // 12 hours after it
  });

  it('keeps a mistake right at 23:51 and at 00:01 in Kigali: two days, but 10 minutes apart', () => {
    let state = reviewAfter(null, false, at('2026-11-26T21:50:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T21:51:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T22:01:00Z'));
    expect(state).not.toBeNull();
    expect(state?.rightSince).toBe('2026-11-26T21:51:00.000Z');
  });

  it('starts the count again after another mistake', () => {
    let state = reviewAfter(null, false, at('2026-11-26T08:00:00Z'));
    state = reviewAfter(state, true, at('2026-11-26T09:00:00Z'));
    state = reviewAfter(state, false, at('2026-11-27T09:00:00Z'));
    expect(state).toMatchObject({ rightSince: null });
    expect(dueAt(state!).getTime() - at('2026-11-27T09:00:00Z').getTime()).toBeLessThanOrEqual(10 * MINUTE);
    state = reviewAfter(state, true, at('2026-11-28T09:00:00Z'));
    expect(state?.rightSince).toBe('2026-11-28T09:00:00.000Z');
  });
});
