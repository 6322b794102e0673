import { z } from 'zod/mini';
import { GRANT_REASON_MAX, GRANT_REASON_MIN, PAYMENT_STATES } from './admin-actions.ts';
import { ADMIN_SEARCH_MAX, decodeCursor } from './admin-lists.ts';
import { PAID_PLANS } from './plans.ts';

// The admin API's schemas, on their own path (`@provisoire/domain/admin-schemas`): only the server reads
// them, and the web's admin pages, which need the constants beside them, do not pull them (and the parts
// of zod they use) into the chunks every form shares.

/** `?q=&cursor=&limit=` of an admin list. */
export const AdminListQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_SEARCH_MAX, 'validation.body_invalid'))),
  cursor: z.optional(z.string().check(z.refine((c) => decodeCursor(c) !== null, 'validation.body_invalid'))),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int('validation.body_invalid'),
        z.minimum(1, 'validation.body_invalid'),
        z.maximum(100, 'validation.body_invalid'),
      ),
  ),
});
export type AdminListQuery = z.output<typeof AdminListQuerySchema>;

/** `?status=` narrows the payments list to one state (pending and failed are what an admin follows). */
export const AdminPaymentsQuerySchema = z.strictObject({
  ...AdminListQuerySchema.shape,
  status: z.optional(z.enum(PAYMENT_STATES, 'validation.body_invalid')),
});
export type AdminPaymentsQuery = z.output<typeof AdminPaymentsQuerySchema>;

/** `?cursor=&limit=` of the audit log (no search). */
export const AdminAuditQuerySchema = z.omit(AdminListQuerySchema, { q: true });
export type AdminAuditQuery = z.output<typeof AdminAuditQuerySchema>;

/**
 * An admin's grant or extension of a learner's subscription. `requestId` is made once per press of the
 * button, so a retried request grants once.
 */
export const GrantSchema = z.strictObject({
  requestId: z.uuid('validation.body_invalid'),
  plan: z.enum(PAID_PLANS, 'validation.plan_invalid'),
  reason: z
    .string('validation.body_invalid')
    .check(
      z.trim(),
      z.minLength(GRANT_REASON_MIN, 'validation.body_invalid'),
      z.maxLength(GRANT_REASON_MAX, 'validation.body_invalid'),
    ),
});
export type GrantInput = z.output<typeof GrantSchema>;
