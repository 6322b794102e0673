import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { questionAnswers, users } from '../../db/schema.ts';

/** What a learner's study plan reads beside their learning: the test date they gave, the days they studied. */
export function createStudyDaysRepository(db: Queryable) {
  return {
    async testDate(userId: string) {
      const [row] = await db.select({ testDate: users.testDate }).from(users).where(eq(users.id, userId));
      return row?.testDate ?? null;
    },

    async setTestDate(userId: string, testDate: string | null) {
      await db.update(users).set({ testDate, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** The Kigali days since `since` on which the learner answered a question (practice, check or exam). */
    async daysStudied(userId: string, since: Date) {
      const day = sql<string>`to_char(${questionAnswers.answeredAt} AT TIME ZONE 'Africa/Kigali', 'YYYY-MM-DD')`;
      const rows = await db
        .selectDistinct({ day })
        .from(questionAnswers)
        .where(and(eq(questionAnswers.userId, userId), gte(questionAnswers.answeredAt, since)));
      return rows.map((r) => r.day);
    },
  };
}
