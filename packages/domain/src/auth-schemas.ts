import { z } from 'zod';

// Messages are catalog keys (`validation.*`); the web shows their Kinyarwanda text.

/** Every validation key the API can answer: the schemas' own, and the two of the request check. */
export const VALIDATION_KEYS = [
  'validation.body_invalid',
  'validation.unknown_field',
  'validation.email_invalid',
  'validation.email_required',
  'validation.name_required',
  'validation.name_too_long',
  'validation.name_too_short',
  'validation.password_required',
  'validation.password_too_long',
  'validation.password_too_short',
  'validation.token_invalid',
] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

const email = z
  .string({ error: 'validation.email_required' })
  .trim()
  .min(1, 'validation.email_required')
  .max(EMAIL_MAX, 'validation.email_invalid')
  .pipe(z.email('validation.email_invalid'))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: 'validation.password_required' })
  .min(1, 'validation.password_required')
  .min(PASSWORD_MIN, 'validation.password_too_short')
  .max(PASSWORD_MAX, 'validation.password_too_long');

export const SignUpSchema = z.strictObject({
  displayName: z
    .string({ error: 'validation.name_required' })
    .trim()
    .min(1, 'validation.name_required')
    .min(NAME_MIN, 'validation.name_too_short')
    .max(NAME_MAX, 'validation.name_too_long'),
  email,
  password: newPassword,
});
export type SignUpInput = z.input<typeof SignUpSchema>;

export const LoginSchema = z.strictObject({
  email,
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, 'validation.password_required')
    .max(PASSWORD_MAX, 'validation.password_too_long'),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const PasswordResetRequestSchema = z.strictObject({ email });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestSchema>;

const token = z.string({ error: 'validation.token_invalid' }).regex(/^[A-Za-z0-9_-]{43}$/, 'validation.token_invalid');

export const PasswordResetSchema = z.strictObject({
  token,
  password: newPassword,
});
export type PasswordResetInput = z.input<typeof PasswordResetSchema>;

export const VerifyEmailSchema = z.strictObject({ token });
