import type { LoginInput, PasswordResetInput, PhoneCodeCheckInput, SessionUser, SignUpInput } from '@provisoire/domain';
import { paths, withRedirect } from '@provisoire/domain';
import { api, apiWith } from '../../lib/api-client.ts';
import { refreshSession, setSessionUser } from '../../lib/session.ts';
import { SMS_API_TEXTS } from './sms-api-texts.ts';

type UserAnswer = { user: SessionUser };

/** The calls about SMS codes: their errors carry the texts of those answers. */
const smsApi = apiWith(SMS_API_TEXTS);

const signedIn = ({ user }: UserAnswer) => {
  setSessionUser(user);
  return user;
};

export const signUp = (input: SignUpInput) => api('POST /api/auth/sign-up', { body: input }).then(signedIn);

export const logIn = (input: LoginInput) => api('POST /api/auth/login', { body: input }).then(signedIn);

/** Sends a sign-in code by SMS to a Rwandan number. */
export const requestPhoneCode = (phone: string) => smsApi('POST /api/auth/phone/code', { body: { phone } });

/** Where the code is typed: the verification and the number in the address, so a reload keeps them. */
export const verifyPhonePath = (verificationId: string, phone: string, redirect: string | null) =>
  withRedirect(`${paths.verifyPhone}?${new URLSearchParams({ verificationId, phone })}`, redirect);

/** Signs in with the code (a number's first sign-in has no name yet: the dashboard then asks it). */
export const verifyPhoneCode = (input: PhoneCodeCheckInput) =>
  smsApi('POST /api/auth/phone/verify', { body: input }).then(signedIn);

export const requestPasswordReset = (email: string) =>
  api('POST /api/auth/password-reset/request', { body: { email } });

/** Sets the new password and signs in with it. */
export const resetPassword = (input: PasswordResetInput) =>
  api('POST /api/auth/password-reset', { body: input }).then(signedIn);

export async function verifyEmail(token: string) {
  await api('POST /api/auth/verify-email', { body: { token } });
  await refreshSession().catch(() => null);
}
