import { desc } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { outboxMessages } from '../../db/schema.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** Mail and SMS kept in the database instead of sent, while no real provider is configured. */
export function createOutboxRepository(db: Database) {
  return {
    async add(message: typeof outboxMessages.$inferInsert) {
      await db.insert(outboxMessages).values(message);
    },
    latest(limit = 50) {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
