import { z } from 'zod/mini';
import { email, newPassword, showableName } from './auth-schemas.ts';
import { phoneNumber } from './phone-code-schemas.ts';
import { place } from './profile-schemas.ts';
import { DECISION_REASON_MAX, SCHOOL_KINDS, SCHOOL_NAME_MAX } from './schools.ts';

// On their own path (`@provisoire/domain/school-schemas`): the school sign-up page and the server read
// them; nothing a learner's first visit loads does.

/** Step 1 of the school sign-up: who the school is. */
export const SchoolDetailsSchema = z.strictObject({
  name: showableName('validation.school_name_required', SCHOOL_NAME_MAX),
  kind: z.enum(SCHOOL_KINDS, 'validation.school_kind_required'),
  phone: phoneNumber,
  tin: z
    .string({ error: 'validation.tin_required' })
    .check(z.trim(), z.minLength(1, 'validation.tin_required'), z.regex(/^\d{9}$/, 'validation.tin_invalid')),
});

/** Step 2: where it is, and the account it signs in with. */
export const SchoolAccountSchema = z.strictObject({
  province: place('validation.province_required'),
  district: place('validation.district_required'),
  sector: place('validation.sector_required'),
  email,
  password: newPassword,
});

export const SchoolSignUpSchema = z.strictObject({ ...SchoolDetailsSchema.shape, ...SchoolAccountSchema.shape });
export type SchoolSignUpInput = z.output<typeof SchoolSignUpSchema>;

/** An admin's answer to a school: a rejection says why (it is mailed to the school). */
export const SchoolDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], 'validation.body_invalid'),
    reason: z.optional(
      z.string('validation.body_invalid').check(z.trim(), z.maxLength(DECISION_REASON_MAX, 'validation.body_invalid')),
    ),
  })
  .check(
    z.refine((d) => d.decision === 'approve' || (d.reason ?? '').length > 0, {
      message: 'validation.reason_required',
      path: ['reason'],
    }),
  );
export type SchoolDecision = z.output<typeof SchoolDecisionSchema>;
