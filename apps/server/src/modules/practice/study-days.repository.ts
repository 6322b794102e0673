import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { questionAnswers, users } from '../../db/schema.ts';

/** What a learner's study plan keeps and reads beside their learning: the test date they give, the days they studied. */
export function createStudyDaysRepository(db: Queryable) {
  return {
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
