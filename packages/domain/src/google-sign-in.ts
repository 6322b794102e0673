/**
 * Why a sign-in with Google came back to the login page (`/login?google=`): the learner stopped it,
 * the answer did not check out, Google could not be reached, or the e-mail's account is tied to another
 * Google account.
 */
export const GOOGLE_FAILURES = ['cancelled', 'failed', 'unavailable', 'linked_elsewhere'] as const;
export type GoogleFailure = (typeof GOOGLE_FAILURES)[number];

export const isGoogleFailure = (value: string | null): value is GoogleFailure =>
  (GOOGLE_FAILURES as readonly (string | null)[]).includes(value);
