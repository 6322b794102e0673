import type { ListPosition } from '@provisoire/domain';
import { type ListQuery, position } from './admin-lists.sql.ts';

// The subject as a uuid when it is one (CASE, so that the cast never meets anything else).
const SUBJECT_ID = `CASE WHEN a.subject ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.subject::uuid END`;

// Callbacks are a provider's unsigned hints, kept for inquiries; the view shows what changed. The index
// `audit_log_page_idx` leaves them out with the same condition.
const SHOWN = `a.action <> 'payment.callback'`;

/**
 * The audit log, newest first, with who acted and the learner concerned: a payment's payer, or the
 * user a subscription or role event names. The page is taken first, by the index, and only its rows
 * are joined.
 */
export const auditQuery = ({ after, limit }: { after: ListPosition | null; limit: number }): ListQuery => ({
  text: `WITH page AS (
      SELECT a.* FROM audit_log a
      WHERE ${SHOWN} AND ($1::timestamptz IS NULL OR (a.created_at, a.id) < ($1, $2::uuid))
      ORDER BY a.created_at DESC, a.id DESC LIMIT $3
    )
    SELECT a.id, a.action, a.details, a.created_at, ${position('a.created_at')},
      actor.id AS actor_id, actor.display_name AS actor_name,
      learner.id AS learner_id, learner.display_name AS learner_name
    FROM page a
    LEFT JOIN users actor ON actor.id = a.actor_id
    LEFT JOIN payments p ON (a.action LIKE 'payment.%' OR a.action = 'admin.payment_checked')
      AND p.id = ${SUBJECT_ID}
    LEFT JOIN users learner ON learner.id = COALESCE(p.user_id, ${SUBJECT_ID})
    ORDER BY a.created_at DESC, a.id DESC`,
  values: [after?.at ?? null, after?.id ?? null, limit],
});

export interface AuditListRow {
  id: string;
  action: string;
  details: Record<string, unknown>;
  created_at: Date;
  position: string;
  actor_id: string | null;
  actor_name: string | null;
  learner_id: string | null;
  learner_name: string | null;
}
