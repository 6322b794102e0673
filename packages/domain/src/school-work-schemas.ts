import { z } from 'zod/mini';
import { PAID_PLANS } from './plans.ts';
import {
  isCalendarDay,
  MESSAGE_BODY_MAX,
  MESSAGE_CHOSEN_MAX,
  MESSAGE_KINDS,
  needsBody,
  needsDay,
} from './school-messages.ts';

// On their own path (`@provisoire/domain/school-work-schemas`): what an approved school sends about its
// students. Only its pages and the server read them; the school sign-up does not.

/** A seat given to a student; `requestId` is made once per press, so a retried request gives one seat. */
export const SeatAssignSchema = z.strictObject({
  plan: z.enum(PAID_PLANS, 'validation.plan_invalid'),
  requestId: z.uuid('validation.body_invalid'),
});
export type SeatAssignInput = z.output<typeof SeatAssignSchema>;

/**
 * A school's message: a class session and an exam date name their day (the reminder goes the day
 * before); a note says something. To the chosen students, or without `to` to all of them.
 */
export const SchoolMessageSchema = z
  .strictObject({
    kind: z.enum(MESSAGE_KINDS, 'validation.message_kind_required'),
    day: z.optional(
      z.string('validation.message_day_invalid').check(z.refine(isCalendarDay, 'validation.message_day_invalid')),
    ),
    body: z
      .string('validation.body_invalid')
      .check(z.trim(), z.maxLength(MESSAGE_BODY_MAX, 'validation.message_body_too_long')),
    /** The chosen students; absent, all of the school's. */
    to: z.optional(
      z
        .array(z.uuid('validation.message_to_required'), 'validation.message_to_required')
        .check(
          z.minLength(1, 'validation.message_to_required'),
          z.maxLength(MESSAGE_CHOSEN_MAX, 'validation.message_to_required'),
        ),
    ),
  })
  .check(
    z.refine((m) => !needsDay(m.kind) || !!m.day, { message: 'validation.message_day_required', path: ['day'] }),
    z.refine((m) => !needsBody(m.kind) || m.body.length > 0, {
      message: 'validation.message_body_required',
      path: ['body'],
    }),
  );
export type SchoolMessageInput = z.output<typeof SchoolMessageSchema>;
