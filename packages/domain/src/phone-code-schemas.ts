// zod/mini, like the other sign-in forms: the phone sign-in page stays light.
import { z } from 'zod/mini';
import { parseRwandanMobile } from './phone.ts';

/** Six digits, valid 5 minutes, 5 tries; a new one a minute after the last (integrations §6.4). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 5 * 60;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODE_COOLDOWN_SECONDS = 60;

/** A Rwandan mobile number as people write it (+250 78…, 078…, with spaces); the server stores +2507…. */
export const phoneNumber = z.string({ error: 'validation.phone_required' }).check(
  z.trim(),
  z.minLength(1, 'validation.phone_required'),
  z.maxLength(20, 'validation.phone_invalid'),
  z.refine((v) => v === '' || parseRwandanMobile(v) !== null, 'validation.phone_invalid'),
);

export const PhoneCodeRequestSchema = z.strictObject({ phone: phoneNumber });

export const PhoneCodeCheckSchema = z.strictObject({
  verificationId: z.uuid('validation.verification_invalid'),
  code: z
    .string({ error: 'validation.code_required' })
    .check(
      z.minLength(1, 'validation.code_required'),
      z.regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'validation.code_invalid'),
    ),
});
export type PhoneCodeCheckInput = z.input<typeof PhoneCodeCheckSchema>;

/** What the server answers when it has sent a code. */
export interface PhoneCodeSent {
  verificationId: string;
  /** The number as stored, +2507XXXXXXXX. */
  phone: string;
  expiresInSeconds: number;
  resendInSeconds: number;
}
