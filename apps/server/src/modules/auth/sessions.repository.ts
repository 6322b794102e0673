import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { sessions, users } from '../../db/schema.ts';

export function createSessionsRepository(db: Queryable) {
  return {
    async insert(values: { tokenHash: string; userId: string; expiresAt: Date; userAgent: string | null }) {
      await db.insert(sessions).values(values);
    },
    /** The signed-in user of a live session, or null. */
    async findUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row?.user ?? null;
    },
    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteAllOf(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
