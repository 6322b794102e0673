import type { Queryable } from '../../db/connect.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actorId?: string | null;
  action: string;
  subject?: string | null;
  details?: Record<string, unknown>;
}

/** Money events and admin actions, written in the same transaction as the change they describe. */
export const recordAudit = async (db: Queryable, entry: AuditEntry) => {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
};
