import type { PartEvidence } from '@provisoire/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { partEvidence } from '../../db/schema.ts';

/** Each part of the exam's evidence for readiness, read and written under a lock. */
export function createEvidenceRepository(db: Queryable) {
  return {
    async evidence(userId: string): Promise<PartEvidence[]> {
      const rows = await db.select().from(partEvidence).where(eq(partEvidence.userId, userId));
      return rows.map(({ userId: _, ...rest }) => rest);
    },

    /** The evidence of several learners at once (a school's list), by learner. */
    async evidenceOf(userIds: readonly string[]) {
      const by = new Map<string, PartEvidence[]>();
      if (userIds.length === 0) return by;
      const rows = await db
        .select()
        .from(partEvidence)
        .where(inArray(partEvidence.userId, [...userIds]));
      for (const { userId, ...rest } of rows) by.set(userId, [...(by.get(userId) ?? []), rest]);
      return by;
    },

    /**
     * These parts' evidence, locked until the transaction ends: missing rows are made, and existing
     * ones "updated" to themselves, which takes their locks and returns them in one statement. A part
     * with no answer yet is absent from the map.
     */
    async lockEvidence(userId: string, parts: readonly number[]) {
      const rows = await db
        .insert(partEvidence)
        .values(
          [...parts]
            .sort((a, b) => a - b)
            .map((part) => ({ userId, part, weight: 0, right: 0, at: null, answers: 0, firsts: 0 })),
        )
        .onConflictDoUpdate({
          target: [partEvidence.userId, partEvidence.part],
          set: { answers: sql`${partEvidence.answers}` },
        })
        .returning();
      return new Map(
        rows.filter((r) => r.answers > 0).map(({ userId: _, ...rest }): [number, PartEvidence] => [rest.part, rest]),
      );
    },

    async saveEvidence(userId: string, evidence: readonly PartEvidence[]) {
      if (evidence.length === 0) return;
      const rows = evidence.map(
        (e) =>
          sql`(${e.part}::smallint, ${e.weight}::float8, ${e.right}::float8, ${e.at}::timestamptz, ${e.answers}::int, ${e.firsts}::int)`,
      );
      await db.execute(sql`
        UPDATE part_evidence AS e
        SET weight = v.weight, "right" = v.right, at = v.at, answers = v.answers, firsts = v.firsts
        FROM (VALUES ${sql.join(rows, sql`, `)}) AS v (part, weight, "right", at, answers, firsts)
        WHERE e.user_id = ${userId} AND e.part = v.part`);
    },
  };
}
