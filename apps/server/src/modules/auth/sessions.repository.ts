import { HOUR_MS } from '@provisoire/domain';
import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { sessions, users } from '../../db/schema.ts';

/** A session nobody used for this long ends, whatever its expiry (ASVS 3.3.2). */
const SESSION_IDLE_MS = 14 * 24 * HOUR_MS;
// Written at most this often, so that reading a page is not a write each time.
const TOUCH_MS = HOUR_MS;

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Queryable) {
  const live = (now: Date) =>
    and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
  return {
    async insert(values: { tokenHash: string; userId: string; expiresAt: Date; userAgent: string | null; now: Date }) {
      const { now, ...rest } = values;
      await db.insert(sessions).values({ ...rest, createdAt: now, lastSeenAt: now });
    },
    /** The live session and its user, marking it seen (at most once an hour); null when ended. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ user: users, session: sessions })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), live(now)));
      if (!row) return null;
      if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      }
      return row;
    },
    listLive(userId: string, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.lastSeenAt));
    },
    /** The ended session's id and user; null when there was none. */
    async delete(tokenHash: string) {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ id: sessions.id, userId: sessions.userId });
      return row ?? null;
    },
    /** The ended session's user and token hash, by its id; null when there was none. */
    async deleteById(id: string) {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.id, id))
        .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
      return row ?? null;
    },
    /** Ends every session of the user but the one given (null: all); the ids of those ended. */
    async deleteAllOf(userId: string, except: string | null = null) {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), except ? ne(sessions.tokenHash, except) : undefined))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
    sweep: (now: Date) =>
      db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)))),
  };
}
