import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { schoolStudents, schools, users } from '../../db/schema.ts';

export type SchoolRow = typeof schools.$inferSelect;
export type SchoolInsert = Omit<typeof schools.$inferInsert, 'id' | 'status' | 'reason' | 'joinCode'>;

/** Schools, and which learners belong to which. */
export function createSchoolsRepository(db: Queryable) {
  return {
    async insert(values: SchoolInsert) {
      await db.insert(schools).values(values);
    },
    async ofOwner(ownerId: string) {
      const [row] = await db.select().from(schools).where(eq(schools.ownerId, ownerId));
      return row ?? null;
    },
    async find(id: string) {
      const [row] = await db.select().from(schools).where(eq(schools.id, id));
      return row ?? null;
    },
    /** Held until the transaction ends: one decision, or one new code, at a time. */
    async lock(id: string) {
      const [row] = await db.select().from(schools).where(eq(schools.id, id)).for('update');
      return row ?? null;
    },
    async ofCode(code: string) {
      const [row] = await db
        .select()
        .from(schools)
        .where(and(eq(schools.joinCode, code), eq(schools.status, 'approved')))
        .for('key share');
      return row ?? null;
    },
    async update(
      id: string,
      values: Partial<Pick<SchoolRow, 'status' | 'reason' | 'decidedAt' | 'decidedBy' | 'joinCode'>>,
    ) {
      const [row] = await db.update(schools).set(values).where(eq(schools.id, id)).returning();
      return row ?? null;
    },
    /** Every school with its owner's e-mail, the ones waiting first, then the newest. */
    async list() {
      return db
        .select({ school: schools, email: users.email })
        .from(schools)
        .innerJoin(users, eq(users.id, schools.ownerId))
        .orderBy(sql`${schools.status} <> 'pending'`, sql`${schools.createdAt} DESC`, schools.id)
        .limit(500);
    },

    /** A request to join; null when the learner already has a school (this one or another). */
    async requestJoin(studentId: string, schoolId: string, at: Date) {
      const [row] = await db
        .insert(schoolStudents)
        .values({ studentId, schoolId, requestedAt: at })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async membershipOf(studentId: string) {
      const [row] = await db
        .select({ membership: schoolStudents, school: schools })
        .from(schoolStudents)
        .innerJoin(schools, eq(schools.id, schoolStudents.schoolId))
        .where(eq(schoolStudents.studentId, studentId));
      return row ?? null;
    },
    async leave(studentId: string) {
      const gone = await db.delete(schoolStudents).where(eq(schoolStudents.studentId, studentId)).returning();
      return gone.length > 0;
    },
    /** The school's own student (accepted or asking), or null: another school's learner is not found. */
    async member(schoolId: string, studentId: string) {
      const [row] = await db
        .select()
        .from(schoolStudents)
        .where(and(eq(schoolStudents.schoolId, schoolId), eq(schoolStudents.studentId, studentId)));
      return row ?? null;
    },
    async accept(schoolId: string, studentId: string, at: Date) {
      const [row] = await db
        .update(schoolStudents)
        .set({
          status: 'accepted',
          acceptedAt: sql`coalesce(${schoolStudents.acceptedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(and(eq(schoolStudents.schoolId, schoolId), eq(schoolStudents.studentId, studentId)))
        .returning();
      return row ?? null;
    },
    async remove(schoolId: string, studentId: string) {
      const gone = await db
        .delete(schoolStudents)
        .where(and(eq(schoolStudents.schoolId, schoolId), eq(schoolStudents.studentId, studentId)))
        .returning();
      return gone.length > 0;
    },
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
