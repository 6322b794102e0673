import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { lessonReads } from '../../db/schema.ts';

/** Which lessons a learner opened (first and last time): their school follows the count. */
export const createLessonReads = (db: Queryable) => ({
  async record(userId: string, lessonId: number, at: Date) {
    await db
      .insert(lessonReads)
      .values({ userId, lessonId, firstAt: at, lastAt: at })
      .onConflictDoUpdate({
        target: [lessonReads.userId, lessonReads.lessonId],
        set: { lastAt: sql`excluded.last_at` },
        // A lesson is asked again on each visit (its ETag is checked): the row changes at most every ten minutes.
        setWhere: sql`${lessonReads.lastAt} < excluded.last_at - interval '10 minutes'`,
      });
  },
});

export type LessonReads = ReturnType<typeof createLessonReads>;
