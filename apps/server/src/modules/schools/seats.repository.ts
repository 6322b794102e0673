import { PAID_PLANS, type PaidPlanCode, type SeatCount } from '@provisoire/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { schoolSeats } from '../../db/schema.ts';

export type SeatRow = typeof schoolSeats.$inferSelect;

/** The seats schools bought: added by a paid payment, given one by one to students. */
export function createSeatsRepository(db: Queryable) {
  return {
    /** The seats a paid payment bought, inside the settlement's transaction. */
    async addBought(schoolId: string, paymentId: string, plan: SeatRow['plan'], count: number, at: Date) {
      await db
        .insert(schoolSeats)
        .values(Array.from({ length: count }, () => ({ schoolId, paymentId, plan, createdAt: at })));
    },
    /** The seat a press of 'Tanga intebe' gave, if that press already went through. */
    async ofRequest(schoolId: string, requestId: string) {
      const [row] = await db
        .select()
        .from(schoolSeats)
        .where(and(eq(schoolSeats.schoolId, schoolId), eq(schoolSeats.requestId, requestId)));
      return row ?? null;
    },
    /** Gives the oldest free seat of the plan; null when none is left. The caller holds the school's lock. */
    async assignFree(schoolId: string, plan: PaidPlanCode, studentId: string, requestId: string, at: Date) {
      const result = await db.execute<{ id: string }>(sql`
        UPDATE school_seats SET student_id = ${studentId}, assigned_at = ${at}, request_id = ${requestId}
        WHERE id = (
          SELECT id FROM school_seats
          WHERE school_id = ${schoolId} AND plan = ${plan} AND assigned_at IS NULL
          ORDER BY created_at, id
          LIMIT 1
        ) AND assigned_at IS NULL
        RETURNING id`);
      return result.rows[0]?.id ?? null;
    },
    /** Free and given seats per plan, every plan listed. */
    async count(schoolId: string): Promise<SeatCount[]> {
      const rows = await db
        .select({
          plan: schoolSeats.plan,
          free: sql<number>`count(*) FILTER (WHERE ${schoolSeats.assignedAt} IS NULL)::int`,
          assigned: sql<number>`count(*) FILTER (WHERE ${schoolSeats.assignedAt} IS NOT NULL)::int`,
        })
        .from(schoolSeats)
        .where(eq(schoolSeats.schoolId, schoolId))
        .groupBy(schoolSeats.plan);
      const of = new Map(rows.map((r) => [r.plan, r]));
      return PAID_PLANS.map((plan) => ({ plan, free: of.get(plan)?.free ?? 0, assigned: of.get(plan)?.assigned ?? 0 }));
    },
  };
}
