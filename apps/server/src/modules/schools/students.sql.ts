import {
  addDays,
  daysLeft,
  kigaliDay,
  type MembershipStatus,
  PLAN_WEEK_DAYS,
  type StudentProgress,
} from '@provisoire/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';

interface ProgressRow extends Record<string, unknown> {
  id: string;
  display_name: string;
  status: MembershipStatus;
  requested_at: Date | string;
  lessons_opened: number;
  exams_taken: number;
  last_grade: number | null;
  best_grade: number | null;
  passed_count: number;
  end_at: Date | string | null;
  last_active_at: Date | string | null;
  test_date: string | null;
  days_studied: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The progress of a school's students (one of them, when `studentId` is given): lessons opened, exams
 * finished and their grades, days of subscription left, when they last did anything, their test date and
 * the days they studied this week (the plan's week). Never their answers or their payments.
 */
export async function studentsProgress(db: Queryable, schoolId: string, now: Date, studentId?: string) {
  const weekStart = new Date(`${addDays(kigaliDay(now), 1 - PLAN_WEEK_DAYS)}T00:00:00+02:00`);
  const result = await db.execute<ProgressRow>(sql`
    SELECT u.id, u.display_name, m.status, m.requested_at,
      to_char(u.test_date, 'YYYY-MM-DD') AS test_date, w.days AS days_studied,
      l.opened AS lessons_opened,
      e.taken AS exams_taken, e.last_grade, e.best_grade, e.passed_count,
      s.end_at,
      GREATEST((SELECT max(last_seen_at) FROM sessions WHERE user_id = u.id), e.last_at, l.last_at) AS last_active_at
    FROM school_students m
    JOIN users u ON u.id = m.student_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS taken,
        (array_agg(grade ORDER BY finished_at DESC))[1]::int AS last_grade,
        max(grade)::int AS best_grade,
        (count(*) FILTER (WHERE passed))::int AS passed_count,
        max(finished_at) AS last_at
      FROM exam_attempts a WHERE a.user_id = u.id AND a.finished_at IS NOT NULL
    ) e
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS opened, max(last_at) AS last_at FROM lesson_reads r WHERE r.user_id = u.id
    ) l
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT (q.answered_at AT TIME ZONE 'Africa/Kigali')::date)::int AS days
      FROM question_answers q WHERE q.user_id = u.id AND q.answered_at >= ${weekStart.toISOString()}::timestamptz
    ) w
    LEFT JOIN subscriptions s ON s.user_id = u.id AND s.status = 'active' AND s.end_at > ${now.toISOString()}::timestamptz
    WHERE m.school_id = ${schoolId} ${studentId ? sql`AND m.student_id = ${studentId}` : sql``}
    ORDER BY m.requested_at DESC, u.id
  `);
  return result.rows.map(
    (row): Omit<StudentProgress, 'readiness' | 'weakest'> => ({
      id: row.id,
      displayName: row.display_name,
      status: row.status,
      requestedAt: iso(row.requested_at),
      lessonsOpened: row.lessons_opened,
      examsTaken: row.exams_taken,
      lastGrade: row.last_grade,
      bestGrade: row.best_grade,
      passedCount: row.passed_count,
      daysLeft: row.end_at ? daysLeft(new Date(row.end_at), now) : 0,
      lastActiveAt: row.last_active_at ? iso(row.last_active_at) : null,
      testDate: row.test_date,
      daysStudied: row.days_studied,
    }),
  );
}
