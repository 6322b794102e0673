import type { Language, MessageKind, NotificationView } from '@provisoire/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { notifications, schoolMessages, schools } from '../../db/schema.ts';

type MessageInsert = Omit<typeof schoolMessages.$inferInsert, 'id'>;

/** What schools wrote, and each student's copy of it in their bell. */
export function createMessagesRepository(db: Queryable) {
  return {
    async insert(values: MessageInsert) {
      const [row] = await db.insert(schoolMessages).values(values).returning();
      if (!row) throw new Error('message insert returned no row');
      return row;
    },
    /**
     * A copy for each accepted student of the school, or for those of `chosen` who are; returns who got
     * one.
     */
    async deliver(messageId: string, schoolId: string, chosen: string[] | null, at: Date) {
      const only = chosen ? sql`AND student_id = ANY(${`{${chosen.join(',')}}`}::uuid[])` : sql``;
      const result = await db.execute<{ user_id: string }>(sql`
        INSERT INTO notifications (message_id, user_id, created_at)
        SELECT ${messageId}, student_id, ${at} FROM school_students
        WHERE school_id = ${schoolId} AND status = 'accepted' ${only}
        RETURNING user_id`);
      return result.rows.map((r) => r.user_id);
    },
    /** The school's messages, newest first, with how many students got each and how many opened it. */
    async sent(schoolId: string, limit = 50) {
      // The copies of each of the (few) messages listed are read once, counted both ways.
      const result = await db.execute<{
        id: string;
        kind: MessageKind;
        day: string | null;
        body: string;
        created_at: Date | string;
        recipients: number;
        read: number;
      }>(sql`
        SELECT m.id, m.kind, m.day, m.body, m.created_at, c.recipients, c.read
        FROM school_messages m
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS recipients, count(n.read_at)::int AS read
          FROM notifications n WHERE n.message_id = m.id
        ) c
        WHERE m.school_id = ${schoolId}
        ORDER BY m.created_at DESC
        LIMIT ${limit}`);
      return result.rows.map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at) }));
    },
    /** A student's bell: the newest messages, with their school's name. */
    async ofUser(userId: string, limit = 30): Promise<NotificationView[]> {
      const rows = await db
        .select({
          id: schoolMessages.id,
          school: schools.name,
          kind: schoolMessages.kind,
          day: schoolMessages.day,
          body: schoolMessages.body,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .innerJoin(schoolMessages, eq(schoolMessages.id, notifications.messageId))
        .innerJoin(schools, eq(schools.id, schoolMessages.schoolId))
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), schoolMessages.id)
        .limit(limit);
      return rows.map(({ readAt, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        read: readAt !== null,
      }));
    },
    async unread(userId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    async markRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
    /** Copies whose reminder window is open and not yet reminded: the sweep's work list. */
    async dueReminders(now: Date, limit = 100) {
      const result = await db.execute<{ message_id: string; user_id: string }>(sql`
        SELECT n.message_id, n.user_id FROM school_messages m
        JOIN notifications n ON n.message_id = m.id AND n.reminded_at IS NULL
        WHERE m.remind_from IS NOT NULL AND m.remind_from <= ${now} AND m.remind_until > ${now}
        ORDER BY m.remind_from
        LIMIT ${limit}`);
      return result.rows.map((r) => ({ messageId: r.message_id, userId: r.user_id }));
    },
    /**
     * Claims one reminder for this transaction (another sweep skips it), with what it says and where it
     * goes; null when it was reminded meanwhile.
     */
    async claimReminder(messageId: string, userId: string) {
      const result = await db.execute<{
        school: string;
        kind: MessageKind;
        day: string;
        body: string;
        phone: string | null;
        email: string | null;
        display_name: string;
        language: Language | null;
        remind_until: Date | string;
      }>(sql`
        SELECT s.name AS school, m.kind, m.day, m.body, u.phone, u.email, u.display_name, u.language, m.remind_until
        FROM notifications n
        JOIN school_messages m ON m.id = n.message_id
        JOIN schools s ON s.id = m.school_id
        JOIN users u ON u.id = n.user_id
        WHERE n.message_id = ${messageId} AND n.user_id = ${userId} AND n.reminded_at IS NULL
        FOR UPDATE OF n SKIP LOCKED`);
      return result.rows[0] ?? null;
    },
    async markReminded(messageId: string, userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ remindedAt: at })
        .where(and(eq(notifications.messageId, messageId), eq(notifications.userId, userId)));
    },
  };
}
