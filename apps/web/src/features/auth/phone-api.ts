import type { PhoneCodeCheckInput, PhoneCodeSent } from '@provisoire/domain';
import { withRedirect } from '@provisoire/domain';
import { apiWith } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { signedIn, type UserAnswer } from './api.ts';
import { SMS_API_TEXTS } from './sms-api-texts.ts';

// Apart from api.ts, which the dashboard loads to sign out: the SMS texts ride with the sign-in forms.

/** The calls about SMS codes: their errors carry the texts of those answers. */
const smsApi = apiWith(SMS_API_TEXTS);

/** Sends a sign-in code by SMS to a Rwandan number. */
export const requestPhoneCode = (phone: string) => smsApi<PhoneCodeSent>('POST', '/api/auth/phone/code', { phone });

/** Where the code is typed: the verification and the number in the address, so a reload keeps them. */
export const verifyPhonePath = (verificationId: string, phone: string, redirect: string | null) =>
  withRedirect(`${paths.verifyPhone}?${new URLSearchParams({ verificationId, phone })}`, redirect);

/** Signs in with the code (a number's first sign-in has no name yet: the dashboard then asks it). */
export const verifyPhoneCode = (input: PhoneCodeCheckInput) =>
  smsApi<UserAnswer>('POST', '/api/auth/phone/verify', input).then(signedIn);
