import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label.ts';

// In the phone's time zone, as the learner reads the days.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

describe('dueLabel', () => {
  const now = at(26, 21, 30);

  it('says "Ubu" once the mistake is due, and "Uyu munsi" for later today', () => {
    expect(dueLabel(at(26, 21, 30), now)).toBe('Ubu');
    expect(dueLabel(at(20, 8), now)).toBe('Ubu');
    expect(dueLabel(at(26, 21, 40), now)).toBe('Uyu munsi');
    expect(dueLabel(at(26, 23, 59), now)).toBe('Uyu munsi');
  });

  it('counts calendar days, not 24 hours: 10 minutes after midnight is tomorrow', () => {
    expect(dueLabel(at(27, 0, 10), now)).toBe('Ejo');
    expect(dueLabel(at(27, 23, 0), now)).toBe('Ejo');
    expect(dueLabel(at(28, 0, 5), now)).toBe('Mu minsi 2');
    expect(dueLabel(at(30, 12), now)).toBe('Mu minsi 4');
    expect(dueLabel(new Date(2026, 11, 26, 9).toISOString(), now)).toBe('Mu minsi 30');
  });
});
