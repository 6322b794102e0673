/** MTN gives the payer about 5 minutes to approve the prompt on their phone. */
export const APPROVAL_WINDOW_MS = 5 * 60_000;
/**
 * While the payer may be approving, we ask the provider this often: an approval whose callback is
 * lost still reaches the screen within a few seconds.
 */
export const CHECK_IN_WINDOW_MS = 5_000;
const LATE_CHECK_MAX_MS = 5 * 60_000;

/**
 * How long after a status check of a payment started `ageMs` ago to ask the provider again: every few
 * seconds in the approval window, then less and less often (a fifth of its age: 1 minute at the end
 * of the window, up to 5 minutes) for the rare answer that comes late.
 */
export function paymentCheckDelayMs(ageMs: number) {
  if (ageMs < APPROVAL_WINDOW_MS) return CHECK_IN_WINDOW_MS;
  return Math.min(LATE_CHECK_MAX_MS, ageMs / 5);
}
