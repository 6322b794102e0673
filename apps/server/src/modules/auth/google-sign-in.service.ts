import { displayName } from '@provisoire/domain';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { GoogleIdentity } from '../../providers/google/google-oidc.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { PromoteListedAdmin } from './listed-admins.ts';
import type { UserRow } from './users.repository.ts';
import type { WaysIn } from './ways-in.service.ts';

export interface GoogleAccountsDeps {
  repos: ReturnType<typeof createAuthRepositories>;
  waysIn: WaysIn;
  clock: () => Date;
  promoteListedAdmin: PromoteListedAdmin;
  openSession: (r: AuthRepositories, userId: string, userAgent: string | null) => Promise<string>;
}

/** Why a Google account could not sign in, for the login page to say. */
export class GoogleAccountRefused extends Error {}

/**
 * The account of a Google identity: found by issuer and subject; else the account with its verified
 * e-mail, linked (taken back from whoever made it, when that e-mail was never verified); else a new one. First sign-ins of one Google account take turns (a lock on its
 * identity); one racing a sign-up with the same e-mail is tried again and finds that account.
 */
export function createGoogleAccounts({ repos, waysIn, clock, promoteListedAdmin, openSession }: GoogleAccountsDeps) {
  async function accountOf(r: AuthRepositories, who: GoogleIdentity): Promise<UserRow | null> {
    await r.users.lockGoogleIdentity(who.issuer, who.subject);
    const known = await r.users.findByGoogle(who.issuer, who.subject);
    if (known) return known;
    const now = clock();
    const found = who.email ? await r.users.findByEmail(who.email) : null;
    // Held from here, so a reset or a phone sign-in of the same account waits for the link.
    const sameEmail = found && (await r.users.lockAndFind(found.id));
    if (sameEmail) {
      // An account already tied to another Google account keeps it: never two ways in silently swapped.
      if (sameEmail.googleSub !== null) throw new GoogleAccountRefused('e-mail linked to another Google account');
      // Never verified: whoever signed up with it may not own it; Google's word proves the owner does.
      await waysIn.claim(r, sameEmail, 'google');
      return r.users.linkGoogle(sameEmail.id, who.issuer, who.subject, now);
    }
    const name = displayName.safeParse(who.name);
    return r.users.insertWithGoogle({
      googleIssuer: who.issuer,
      googleSub: who.subject,
      email: who.email,
      emailVerifiedAt: who.email ? now : null,
      displayName: name.success ? name.data : '', // the profile dialog asks a name Google did not give
    });
  }

  return {
    /** The account and a new session; a race lost to a sign-up with the same e-mail is tried again. */
    async signIn(who: GoogleIdentity, userAgent: string | null) {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const done = await repos.transaction(async (r) => {
            const found = await accountOf(r, who);
            const user = found && (await promoteListedAdmin(r.users, found));
            return user && { user, token: await openSession(r, user.id, userAgent) };
          });
          if (done) return done;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error('Google account neither found nor made');
    },
  };
}

export type GoogleAccounts = ReturnType<typeof createGoogleAccounts>;
