import { and, desc, eq, gt, inArray, lt, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { loginDevices, users } from '../../db/schema.ts';

// A browser stays known this long after its last sign-in: a learner's months of study, then forgotten.
const DEVICE_MS = 180 * 24 * 3_600_000;
// Kept per account, newest first: a school's or a family's few phones, never an endless list.
const KEPT_PER_ACCOUNT = 20;

/** Browsers that signed in to an account before, by the SHA-256 of their device token. */
export function createLoginDevicesRepository(db: Queryable) {
  return {
    /** Which of these token hashes is a live device of the account (by its e-mail or its id); null if none. */
    async findOf(account: { email: string } | { userId: string }, tokenHashes: string[], now: Date) {
      if (tokenHashes.length === 0) return null;
      const [row] = await db
        .select({ tokenHash: loginDevices.tokenHash })
        .from(loginDevices)
        .innerJoin(users, eq(users.id, loginDevices.userId))
        .where(
          and(
            inArray(loginDevices.tokenHash, tokenHashes),
            gt(loginDevices.expiresAt, now),
            'email' in account ? eq(users.email, account.email) : eq(users.id, account.userId),
          ),
        )
        .limit(1);
      return row?.tokenHash ?? null;
    },

    /** Remembers a browser for the account (in place of its old token, when it had one); the oldest beyond the cap go. */
    async remember(userId: string, tokenHash: string, replaced: string | null, now: Date) {
      if (replaced) await db.delete(loginDevices).where(eq(loginDevices.tokenHash, replaced));
      await db
        .insert(loginDevices)
        .values({ tokenHash, userId, createdAt: now, expiresAt: new Date(now.getTime() + DEVICE_MS) });
      const kept = db
        .select({ tokenHash: loginDevices.tokenHash })
        .from(loginDevices)
        .where(eq(loginDevices.userId, userId))
        .orderBy(desc(loginDevices.createdAt))
        .limit(KEPT_PER_ACCOUNT);
      await db
        .delete(loginDevices)
        .where(and(eq(loginDevices.userId, userId), notInArray(loginDevices.tokenHash, kept)));
    },

    /** Forgets every browser of the account (a reset: whoever knew the old password is a stranger again). */
    forgetAll: (userId: string) => db.delete(loginDevices).where(eq(loginDevices.userId, userId)),

    sweep: (now: Date) => db.delete(loginDevices).where(lt(loginDevices.expiresAt, now)),
  };
}

export const DEVICE_COOKIE_DAYS = DEVICE_MS / (24 * 3_600_000);
