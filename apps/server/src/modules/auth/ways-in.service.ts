import { NOTICE_LIFETIME_MS } from '@provisoire/domain';
import { AppError } from '../../http/app-error.ts';
import type { Deliveries } from '../deliveries/deliveries.service.ts';
import { accountClaimedMail, wayRemovedMail } from './auth.mails.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { UserRow } from './users.repository.ts';

export type WayIn = 'password' | 'phone' | 'google';

/** The ways into an account: a password (with the e-mail to sign in by), a phone number, a Google account. */
const waysInOf = (u: UserRow): WayIn[] => [
  ...(u.email && u.passwordHash ? (['password'] as const) : []),
  ...(u.phone ? (['phone'] as const) : []),
  ...(u.googleSub ? (['google'] as const) : []),
];

interface Deps {
  repos: ReturnType<typeof createAuthRepositories>;
  deliveries: Pick<Deliveries, 'queueMail'>;
  clock: () => Date;
  publicUrl: string;
}

/** Who may get into an account, and how the owner takes back one that someone else made with their e-mail. */
export function createWaysIn({ repos, deliveries, clock, publicUrl }: Deps) {
  const accountHref = `${publicUrl}/dashboard/konte`;
  const noticeUntil = () => new Date(clock().getTime() + NOTICE_LIFETIME_MS);

  return {
    /**
     * The e-mail was proven (Google's verified e-mail, or a reset link opened) on an account whose
     * e-mail was never verified: whoever made it may not own the address, so every way in the prover
     * did not bring goes (the number, the Google link or the old password, the sessions, the pending
     * codes). Inside the prover's transaction, on the account's row held by `lockAndFind`; the owner
     * is mailed what went, when anything did, once it commits. Nothing when the e-mail was verified
     * already (nothing to take back).
     */
    async claim(r: AuthRepositories, user: UserRow, provenBy: 'google' | 'reset') {
      if (user.emailVerifiedAt !== null) return;
      const now = clock();
      const ways = { phone: true, google: provenBy === 'reset', password: provenBy === 'google' };
      await r.users.removeWaysIn(user.id, ways, now);
      await r.phoneCodes.revokePendingOf(user.id, now);
      const ended = await r.sessions.deleteAllOf(user.id);
      await r.announceSignOut(user.id, ended);
      const { school } = await r.users.forgetSquatter(user.id, now);
      const removed = {
        phone: user.phone,
        google: ways.google && user.googleSub !== null,
        password: ways.password && user.passwordHash !== null,
        sessions: ended.length,
        name: user.displayName || null,
        school,
      };
      const anything = removed.phone || removed.google || removed.password || removed.sessions > 0 || school;
      if (user.email && anything) {
        const mail = accountClaimedMail(user.language, user.email, removed, accountHref);
        await deliveries.queueMail(r.db, 'account_claimed', mail, noticeUntil());
      }
    },

    /**
     * Removes the number or the Google link, never the last way in; removing one already gone changes
     * nothing. The account's row is held, so parallel removals cannot leave it with none.
     */
    async remove(userId: string, way: 'phone' | 'google') {
      await repos.transaction(async (r) => {
        const user = await r.users.lockAndFind(userId);
        if (!user || !waysInOf(user).includes(way)) return;
        if (waysInOf(user).every((w) => w === way)) throw new AppError('last_way_in', 409);
        await r.users.removeWaysIn(userId, { [way]: true }, clock());
        if (!user.email) return;
        const removed = {
          phone: way === 'phone' ? user.phone : null,
          google: way === 'google',
          password: false,
          sessions: 0,
        };
        await deliveries.queueMail(
          r.db,
          'way_removed',
          wayRemovedMail(user.language, user.email, user.displayName, removed, accountHref),
          noticeUntil(),
        );
      });
    },
  };
}

export type WaysIn = ReturnType<typeof createWaysIn>;
