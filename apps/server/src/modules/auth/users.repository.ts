import type { Language } from '@provisoire/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.repository.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Queryable) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },
    async findByPhone(phone: string) {
      const [row] = await db.select().from(users).where(eq(users.phone, phone));
      return row ?? null;
    },
    /**
     * The account of a verified phone number, made on its first sign-in without a name (the profile
     * dialog asks it), its row held until the transaction ends. Two first sign-ins racing on one number
     * end in the same account; a number taken off its account meanwhile makes a new one.
     */
    async findOrInsertWithPhone(phone: string, at: Date) {
      for (let attempt = 0; attempt < 2; attempt++) {
        await db
          .insert(users)
          .values({ phone, phoneVerifiedAt: at, displayName: '' })
          .onConflictDoNothing({ target: users.phone });
        const [row] = await db.select().from(users).where(eq(users.phone, phone)).for('update');
        if (row) return row;
      }
      throw new Error('phone user neither inserted nor found');
    },
    /** Until the transaction ends, the other sign-ins of this Google account wait: one makes it, they find it. */
    async lockGoogleIdentity(issuer: string, subject: string) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`google:${issuer}:${subject}`}, 0))`);
    },
    async findByGoogle(issuer: string, subject: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.googleIssuer, issuer), eq(users.googleSub, subject)));
      return row ?? null;
    },
    /** A first sign-in with Google; null when another request made it first, or took its e-mail. */
    async insertWithGoogle(values: {
      googleIssuer: string;
      googleSub: string;
      email: string | null;
      emailVerifiedAt: Date | null;
      displayName: string;
    }) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** Links a Google account to an account with its e-mail; Google's word verifies the address. */
    async linkGoogle(id: string, issuer: string, subject: string, at: Date) {
      const [row] = await db
        .update(users)
        .set({
          googleIssuer: issuer,
          googleSub: subject,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`,
          updatedAt: at,
        })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /** Takes these ways in off the account: its number, its Google link, its password. */
    async removeWaysIn(id: string, ways: { phone?: boolean; google?: boolean; password?: boolean }, at: Date) {
      const [row] = await db
        .update(users)
        .set({
          ...(ways.phone && { phone: null, phoneVerifiedAt: null }),
          ...(ways.google && { googleIssuer: null, googleSub: null }),
          ...(ways.password && { passwordHash: null }),
          updatedAt: at,
        })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /**
     * What someone who signed up with another's e-mail wrote on the account, gone when its owner proves the
     * address: the name and place (the profile asks the owner again) and the school it joined, whose name
     * comes back (that school no longer reads the owner's progress nor writes to them).
     */
    async forgetSquatter(id: string, at: Date) {
      await db
        .update(users)
        .set({ displayName: '', province: null, district: null, sector: null, cell: null, updatedAt: at })
        .where(eq(users.id, id));
      const left = await db.execute<{ name: string }>(sql`
        WITH gone AS (DELETE FROM school_students WHERE student_id = ${id} RETURNING school_id)
        SELECT s.name FROM gone JOIN schools s ON s.id = gone.school_id`);
      return { school: left.rows[0]?.name ?? null };
    },
    /**
     * Adds a verified number to an account that has none (null otherwise: a number is never swapped for
     * another); the unique index refuses one that another account has.
     */
    async setVerifiedPhone(id: string, phone: string, at: Date) {
      const [row] = await db
        .update(users)
        .set({ phone, phoneVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.phone)))
        .returning();
      return row ?? null;
    },
    /** The name and place from the profile form, checked already. */
    async updateProfile(
      id: string,
      profile: Pick<UserRow, 'displayName' | 'province' | 'district' | 'sector' | 'cell'>,
      at: Date,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...profile, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /** The language the account chose. */
    async setLanguage(id: string, language: Language, at: Date) {
      await db.update(users).set({ language, updatedAt: at }).where(eq(users.id, id));
    },
    /** Holds the account's row until the transaction ends: what is done for it happens one at a time. */
    async lock(id: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },
    /** The account, its row held until the transaction ends (read after the lock: what it is now). */
    async lockAndFind(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
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
      language?: Language;
      role?: 'school';
    }) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** The address of an opened `add_email` link, only while the account has none; null otherwise. */
    async addVerifiedEmail(id: string, email: string, at: Date) {
      const [row] = await db
        .update(users)
        .set({ email, emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.email)))
        .returning();
      return row ?? null;
    },
    async markEmailVerified(id: string, at: Date) {
      const [row] = await db
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /** A change of role, always with its audit entry: run it in a transaction. `by` says who or what made it. */
    async setRole(id: string, role: UserRow['role'], at: Date, by: Record<string, unknown>) {
      await db.update(users).set({ role, updatedAt: at }).where(eq(users.id, id));
      await recordAudit(db, {
        action: role === 'admin' ? 'admin.role_granted' : 'admin.role_revoked',
        subject: id,
        details: by,
      });
    },
    async setPasswordHash(id: string, passwordHash: string, at: Date) {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
    },
  };
}
