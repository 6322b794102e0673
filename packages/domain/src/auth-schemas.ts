// zod/mini: the same rules as zod, at a fraction of the weight on a phone's sign-in page.
import { z } from 'zod/mini';
import { isShowableName } from './display-name.ts';

// Messages are catalog keys (`validation.*`); the web shows their Kinyarwanda text.

/** Every validation key the API can answer: the request check's, and each schema's (this file's, payment-schemas.ts, phone-code-schemas.ts, profile-schemas.ts, exam-schemas.ts, practice.ts and school-schemas.ts; the practice service's own). */
export const VALIDATION_KEYS = [
  'validation.body_invalid',
  'validation.unknown_field',
  'validation.plan_invalid',
  'validation.method_required',
  'validation.method_unavailable',
  'validation.phone_required',
  'validation.phone_invalid',
  'validation.email_invalid',
  'validation.email_required',
  'validation.name_required',
  'validation.name_too_long',
  'validation.name_too_short',
  'validation.name_invalid',
  'validation.password_required',
  'validation.password_too_long',
  'validation.password_too_short',
  'validation.password_weak',
  'validation.password_wrong',
  'validation.token_invalid',
  'validation.exam_invalid',
  'validation.position_invalid',
  'validation.choice_invalid',
  'validation.cursor_invalid',
  'validation.lesson_invalid',
  'validation.sign_category_invalid',
  'validation.due_invalid',
  'validation.practice_scope_invalid',
  'validation.question_invalid',
  'validation.question_unknown',
  'validation.question_not_in_check',
  'validation.check_invalid',
  'validation.request_reused',
  'validation.code_required',
  'validation.code_invalid',
  'validation.verification_invalid',
  'validation.province_required',
  'validation.district_required',
  'validation.sector_required',
  'validation.cell_required',
  'validation.place_invalid',
  'validation.language_invalid',
  'validation.school_name_required',
  'validation.school_kind_required',
  'validation.tin_required',
  'validation.tin_invalid',
  'validation.join_code_invalid',
  'validation.reason_required',
  'validation.seats_invalid',
  'validation.message_kind_required',
  'validation.message_day_required',
  'validation.message_day_invalid',
  'validation.message_body_required',
  'validation.message_body_too_long',
  'validation.message_to_required',
  'validation.message_no_students',
  'validation.test_date_invalid',
] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

const required = (key: string) => ({ error: key });

export const email = z.pipe(
  z
    .string(required('validation.email_required'))
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'validation.email_required'),
      z.maxLength(EMAIL_MAX, 'validation.email_invalid'),
    ),
  z.email('validation.email_invalid'),
);

export const newPassword = z
  .string(required('validation.password_required'))
  .check(
    z.minLength(1, 'validation.password_required'),
    z.minLength(PASSWORD_MIN, 'validation.password_too_short'),
    z.maxLength(PASSWORD_MAX, 'validation.password_too_long'),
  );

// The server also refuses a common or guessable password (validation.password_weak), with its dictionary.

/**
 * A name as people see it (a learner's, a school's): stored NFC, so that one name has one spelling;
 * refused when it would not show as plain text.
 */
export const showableName = (requiredKey: string, max = NAME_MAX) =>
  z
    .string(required(requiredKey))
    .check(
      z.trim(),
      z.normalize('NFC'),
      z.minLength(1, requiredKey),
      z.minLength(NAME_MIN, 'validation.name_too_short'),
      z.maxLength(max, 'validation.name_too_long'),
      z.refine(isShowableName, 'validation.name_invalid'),
    );

export const displayName = showableName('validation.name_required');

export const SignUpSchema = z.strictObject({
  displayName,
  email,
  password: newPassword,
});
export type SignUpInput = z.input<typeof SignUpSchema>;

/** A password being typed to prove who one is: any length the new-password rule ever allowed. */
const currentPassword = z
  .string(required('validation.password_required'))
  .check(z.minLength(1, 'validation.password_required'), z.maxLength(PASSWORD_MAX, 'validation.password_too_long'));

export const LoginSchema = z.strictObject({ email, password: currentPassword });

/** A sign-out: of the cookie's session, or of the one a phone kept from when it was offline (`session`). */
export const LogoutSchema = z.nullish(z.strictObject({ session: z.uuid('validation.body_invalid') }));
export type LoginInput = z.input<typeof LoginSchema>;

export const PasswordResetRequestSchema = z.strictObject({ email });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestSchema>;

const token = z
  .string(required('validation.token_invalid'))
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.token_invalid'));

export const PasswordResetSchema = z.strictObject({ token, password: newPassword });
export type PasswordResetInput = z.input<typeof PasswordResetSchema>;

export const VerifyEmailSchema = z.strictObject({ token });

/** An e-mail added to an account that has none (phone or Google sign-ups): it joins once its link is opened. */
export const AddEmailSchema = z.strictObject({ email });
export type AddEmailInput = z.input<typeof AddEmailSchema>;

export const ChangePasswordSchema = z.strictObject({ currentPassword, newPassword });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
