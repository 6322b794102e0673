import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Queryable) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /** Null when the e-mail is taken (the unique index decides, so two racing sign-ups cannot both win). */
    async insertWithEmail(values: {
      email: string;
      displayName: string;
      passwordHash: string;
      role: 'learner' | 'admin';
    }) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async markEmailVerified(id: string, at: Date) {
      await db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, id));
    },
    async setPasswordHash(id: string, passwordHash: string, at: Date) {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
