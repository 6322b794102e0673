import { type AddEmailInput, HOUR_MS, paths } from '@provisoire/domain';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mail } from '../../providers/mail/mailer.ts';
import type { Deliveries } from '../deliveries/deliveries.service.ts';
import type { Limit, RateLimits } from '../rate-limits/rate-limits.repository.ts';
import { addEmailMail, passwordResetMail, verificationMail } from './auth.mails.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { PromoteListedAdmin } from './listed-admins.ts';
import { hashToken, newToken } from './secret-tokens.ts';
import type { UserRow } from './users.repository.ts';

interface Deps {
  repos: ReturnType<typeof createAuthRepositories>;
  limits: RateLimits;
  deliveries: Pick<Deliveries, 'queueMail'>;
  clock: () => Date;
  publicUrl: string;
  promoteListedAdmin: PromoteListedAdmin;
}

type LinkPurpose = 'verify_email' | 'reset_password' | 'add_email';
const LINKS: Record<LinkPurpose, { ttl: number; path: string }> = {
  verify_email: { ttl: 48 * HOUR_MS, path: paths.verifyEmail },
  add_email: { ttl: 48 * HOUR_MS, path: paths.verifyEmail },
  reset_password: { ttl: HOUR_MS, path: paths.resetPassword },
};
// Mails go to an address the sender may not own: three of each kind an hour at most.
const mailLimit = (purpose: LinkPurpose, userId: string): Limit => ({
  key: `mail:${purpose}:${userId}`,
  max: 3,
  windowMs: HOUR_MS,
});

/**
 * The single-use links sent by mail: verifying the sign-up's address, adding an address, resetting a
 * password. Opening a reset link is the password's business (`auth.service.ts`).
 */
export function createMailedLinks({ repos, limits, deliveries, clock, publicUrl, promoteListedAdmin }: Deps) {
  /**
   * Mails a new single-use link; the ones sent before for the same purpose stop working. Inside a
   * transaction: the account's row is held, so two asked at once end with one link, not two, and the
   * mail is queued with it (tried until the link expires).
   */
  async function mailLink(
    r: AuthRepositories,
    userId: string,
    purpose: LinkPurpose,
    compose: (href: string) => Mail,
    email?: string,
  ) {
    await r.users.lock(userId);
    await r.tokens.revokeAll(userId, purpose, clock());
    const token = newToken();
    const expiresAt = new Date(clock().getTime() + LINKS[purpose].ttl);
    await r.tokens.insert({ tokenHash: hashToken(token), purpose, userId, email, createdAt: clock(), expiresAt });
    const href = `${publicUrl}${LINKS[purpose].path}?token=${token}`;
    await deliveries.queueMail(r.db, purpose, compose(href), expiresAt);
  }

  const mailVerification = (
    r: AuthRepositories,
    user: Pick<UserRow, 'id' | 'displayName' | 'language'>,
    email: string,
  ) => mailLink(r, user.id, 'verify_email', (href) => verificationMail(user.language, email, user.displayName, href));

  return {
    /** In the sign-up's transaction: the link that verifies its address. */
    mailVerification,

    /** After the sign-up: its mail counts as one of the three an hour. */
    async countSignUpMail(userId: string) {
      await limits.take(mailLimit('verify_email', userId), clock());
    },

    async resendVerification(userId: string) {
      const user = await repos.users.findById(userId);
      const email = user?.email;
      if (!user || !email || user.emailVerifiedAt) return;
      await limits.enforce([mailLimit('verify_email', user.id)], clock());
      await repos.transaction((r) => mailVerification(r, user, email));
    },

    /**
     * Mails a link to an address for an account that has none; the address joins the account when the
     * link is opened, so typing someone else's address claims nothing.
     */
    async addEmail(user: UserRow, input: AddEmailInput) {
      const email = input.email.toLowerCase();
      if (user.email) throw new AppError('email_present', 409);
      // Counted before the address is looked up: 'email_taken' tells three addresses an hour at most.
      await limits.enforce([mailLimit('add_email', user.id)], clock());
      const owner = await repos.users.findByEmail(email);
      if (owner) throw new AppError('email_taken', 409);
      await repos.transaction((r) =>
        mailLink(r, user.id, 'add_email', (href) => addEmailMail(user.language, email, user.displayName, href), email),
      );
      return email;
    },

    /** Opens a verification link: the sign-up's address is verified, or an added one joins the account. */
    async verifyEmail(token: string) {
      try {
        await repos.transaction(async (r) => {
          const link = await r.tokens.consume(hashToken(token), ['verify_email', 'add_email'], clock());
          if (!link) throw new AppError('invalid_token', 400);
          // An added address joins only while the account has none: another one may have joined first.
          const user =
            link.purpose === 'verify_email'
              ? await r.users.markEmailVerified(link.userId, clock())
              : link.email && (await r.users.addVerifiedEmail(link.userId, link.email, clock()));
          if (!user) throw new AppError('email_present', 409);
          await promoteListedAdmin(r.users, user);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken', 409); // another account took it since
        throw error;
      }
    },

    /**
     * Mails a reset link when the address has an account, at most three an hour. The route answers
     * before this runs, so the answer and its timing are the same whether or not the account exists.
     */
    async requestPasswordReset(email: string) {
      const user = await repos.users.findByEmail(email.toLowerCase());
      const to = user?.email;
      if (!user || !to) return;
      if (!(await limits.take(mailLimit('reset_password', user.id), clock())).allowed) return;
      await repos.transaction((r) =>
        mailLink(r, user.id, 'reset_password', (href) => passwordResetMail(user.language, to, user.displayName, href)),
      );
    },
  };
}

export type MailedLinks = ReturnType<typeof createMailedLinks>;
