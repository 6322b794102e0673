import { practiceText } from './practice-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * When a mistake comes back, in the phone's days: "Ubu" once due, "Uyu munsi" later today, "Ejo",
 * then "Mu minsi {n}". `now` is the server's clock, which decided the due time; the day boundaries are
 * the phone's, as the learner lives them.
 */
export function dueLabel(due: string, now: string) {
  const at = new Date(due);
  const from = new Date(now);
  if (at.getTime() <= from.getTime()) return practiceText('mistakes.back_now');
  // Rounded: a day that changes the clock (summer time, elsewhere) is 23 or 25 hours long.
  const days = Math.round((midnight(at) - midnight(from)) / DAY_MS);
  if (days <= 0) return practiceText('mistakes.back_today');
  if (days === 1) return practiceText('mistakes.back_tomorrow');
  return practiceText('mistakes.back_in_days', { n: days });
}
