import { withRedirect } from '@provisoire/domain';

/** Where the code is typed: the verification and the number in the address, so a reload keeps them. */
export const verifyPhonePath = (verificationId: string, phone: string, redirect: string | null) =>
  withRedirect(`/auth/verify-phone?${new URLSearchParams({ verificationId, phone })}`, redirect);
