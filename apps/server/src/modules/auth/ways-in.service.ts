import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import { accountClaimedMail, type RemovedWays, wayRemovedMail } from './auth.mails.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { UserRow } from './users.repository.ts';

export type WayIn = 'password' | 'phone' | 'google';

/** The ways into an account: a password (with the e-mail to sign in by), a phone number, a Google account. */
export const waysInOf = (u: UserRow): WayIn[] => [
  ...(u.email && u.passwordHash ? (['password'] as const) : []),
  ...(u.phone ? (['phone'] as const) : []),
  ...(u.googleSub ? (['google'] as const) : []),
];

/** An account taken back by its e-mail's owner: told by mail once the transaction has committed. */
export interface Claimed {
  user: UserRow;
  removed: RemovedWays;
}

interface Deps {
  repos: ReturnType<typeof createAuthRepositories>;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Who may get into an account, and how the owner takes back one that someone else made with their e-mail. */
export function createWaysIn({ repos, mailer, clock, log, publicUrl }: Deps) {
  const accountHref = `${publicUrl}/dashboard/konte`;

  // A mail that fails to leave must not undo what was done; it is logged for the operator.
  function sendInBackground(mail: Mail) {
    mailer.send(mail).catch((err) => log.error({ err }, 'mail not sent'));
  }

  return {
    /**
     * The e-mail was proven (Google's verified e-mail, or a reset link opened) on an account whose
     * e-mail was never verified: whoever made it may not own the address, so every way in the prover
     * did not bring goes (the number, the Google link or the old password, the sessions, the pending
     * codes). Inside the prover's transaction, on the account's row held by `lockAndFind`. Null when
     * the e-mail was verified already (nothing to take back).
     */
    async claim(r: AuthRepositories, user: UserRow, provenBy: 'google' | 'reset'): Promise<Claimed | null> {
      if (user.emailVerifiedAt !== null) return null;
      const now = clock();
      const ways = { phone: true, google: provenBy === 'reset', password: provenBy === 'google' };
      await r.users.removeWaysIn(user.id, ways, now);
      await r.phoneCodes.revokePendingOf(user.id, now);
      const ended = await r.sessions.deleteAllOf(user.id);
      await r.announceSignOut(user.id, ended);
      const removed = {
        phone: user.phone,
        google: ways.google && user.googleSub !== null,
        password: ways.password && user.passwordHash !== null,
        sessions: ended.length,
      };
      return { user, removed };
    },

    /** The owner hears what went, when anything did. */
    tell({ user, removed }: Claimed) {
      const anything = removed.phone || removed.google || removed.password || removed.sessions > 0;
      if (user.email && anything)
        sendInBackground(accountClaimedMail(user.email, user.displayName, removed, accountHref));
    },

    /**
     * Removes the number or the Google link, never the last way in; removing one already gone changes
     * nothing. The account's row is held, so parallel removals cannot leave it with none.
     */
    async remove(userId: string, way: 'phone' | 'google') {
      const user = await repos.transaction(async (r) => {
        const user = await r.users.lockAndFind(userId);
        if (!user || !waysInOf(user).includes(way)) return null;
        if (waysInOf(user).every((w) => w === way)) throw new AppError('last_way_in', 409);
        await r.users.removeWaysIn(userId, { [way]: true }, clock());
        return user;
      });
      if (user?.email) {
        const removed = {
          phone: way === 'phone' ? user.phone : null,
          google: way === 'google',
          password: false,
          sessions: 0,
        };
        sendInBackground(wayRemovedMail(user.email, user.displayName, removed, accountHref));
      }
    },
  };
}

export type WaysIn = ReturnType<typeof createWaysIn>;
