import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/connect.ts';
import { simulatorTransactions } from '../../../db/schema.ts';

export type SimTransaction = typeof simulatorTransactions.$inferSelect;
type Provider = SimTransaction['provider'];

/** The simulators' books, in the database so a restart of the app loses no pending request. */
export function createSimulatorRepository(db: Queryable) {
  const key = (provider: Provider, reference: string) =>
    and(eq(simulatorTransactions.provider, provider), eq(simulatorTransactions.reference, reference));
  return {
    /** The new row, or null when the reference exists already. */
    async insert(values: typeof simulatorTransactions.$inferInsert) {
      const [row] = await db.insert(simulatorTransactions).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async find(provider: Provider, reference: string) {
      const [row] = await db.select().from(simulatorTransactions).where(key(provider, reference));
      return row ?? null;
    },
    /** Moves a pending transaction to its final state, once; null when it was already final. */
    async decide(
      provider: Provider,
      reference: string,
      status: 'successful' | 'failed',
      reason: string | null,
      at: Date,
    ) {
      const [row] = await db
        .update(simulatorTransactions)
        .set({ status, reason, decidedAt: at })
        .where(and(key(provider, reference), eq(simulatorTransactions.status, 'pending')))
        .returning();
      return row ?? null;
    },
    pending() {
      return db
        .select()
        .from(simulatorTransactions)
        .where(eq(simulatorTransactions.status, 'pending'))
        .orderBy(desc(simulatorTransactions.createdAt))
        .limit(50);
    },
  };
}

export type SimulatorRepository = ReturnType<typeof createSimulatorRepository>;
