import type { LoginInput, PasswordResetInput, SignUpInput } from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import { passwordResetMail, verificationMail } from './auth.mails.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './secret-tokens.ts';

const HOUR = 3_600_000;
const VERIFY_EMAIL_TTL = 48 * HOUR;
const RESET_TTL = HOUR;
const RESETS_PER_HOUR = 3;

export interface AuthDeps {
  repos: ReturnType<typeof createAuthRepositories>;
  throttle: LoginThrottle;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
  settings: { publicUrl: string; sessionDays: number; adminEmails: string[] };
}

type LinkPurpose = 'verify_email' | 'reset_password';
const LINKS: Record<LinkPurpose, { ttl: number; path: string }> = {
  verify_email: { ttl: VERIFY_EMAIL_TTL, path: '/verify-email' },
  reset_password: { ttl: RESET_TTL, path: '/reset-password' },
};

export function createAuthService({ repos, throttle, mailer, clock, log, settings }: AuthDeps) {
  const later = (ms: number) => new Date(clock().getTime() + ms);

  async function openSession(r: AuthRepositories, userId: string, userAgent: string | null) {
    const token = newToken();
    const expiresAt = later(settings.sessionDays * 24 * HOUR);
    await r.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      userAgent,
    });
    return token;
  }

  /** A new single-use link; the ones sent before for the same purpose stop working. */
  async function issueLink(r: AuthRepositories, userId: string, purpose: LinkPurpose) {
    await r.tokens.revokeAll(userId, purpose, clock());
    const token = newToken();
    await r.tokens.insert({
      tokenHash: hashToken(token),
      purpose,
      userId,
      createdAt: clock(),
      expiresAt: later(LINKS[purpose].ttl),
    });
    return `${settings.publicUrl}${LINKS[purpose].path}?token=${token}`;
  }

  // A mail that fails to leave must not undo what the learner did; it is logged for the operator.
  function sendInBackground(mail: Mail) {
    mailer.send(mail).catch((err) => log.error({ err, to: mail.to }, 'mail not sent'));
  }

  return {
    async signUp(input: SignUpInput, userAgent: string | null) {
      const email = input.email.toLowerCase();
      const role = settings.adminEmails.includes(email) ? 'admin' : 'learner';
      const passwordHash = await hashPassword(input.password);
      const { user, token, link } = await repos.transaction(async (r) => {
        const user = await r.users.insertWithEmail({
          email,
          displayName: input.displayName,
          passwordHash,
          role,
        });
        if (!user) throw new AppError('email_taken', 409);
        return {
          user,
          link: await issueLink(r, user.id, 'verify_email'),
          token: await openSession(r, user.id, userAgent),
        };
      });
      sendInBackground(verificationMail(email, user.displayName, link));
      return { user, token };
    },

    async login(input: LoginInput, ip: string, userAgent: string | null) {
      const email = input.email.toLowerCase();
      const lockedFor = await throttle.lockedFor(email, ip, clock());
      if (lockedFor) throw new AppError('too_many_attempts', 429, { retryAfter: lockedFor });
      const user = await repos.users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        await throttle.recordFailure(email, ip, clock());
        throw new AppError('invalid_credentials', 401);
      }
      await throttle.recordSuccess(email);
      return { user, token: await openSession(repos, user.id, userAgent) };
    },

    userOfSession: (token: string) => repos.sessions.findUser(hashToken(token), clock()),

    logout: (token: string) => repos.sessions.delete(hashToken(token)),

    async resendVerification(userId: string) {
      const user = await repos.users.findById(userId);
      if (!user?.email || user.emailVerifiedAt) return;
      sendInBackground(verificationMail(user.email, user.displayName, await issueLink(repos, user.id, 'verify_email')));
    },

    async verifyEmail(token: string) {
      await repos.transaction(async (r) => {
        const userId = await r.tokens.consume(hashToken(token), 'verify_email', clock());
        if (!userId) throw new AppError('invalid_token', 400);
        await r.users.markEmailVerified(userId, clock());
      });
    },

    /** Answers the same whether or not the address has an account; the mail leaves in the background. */
    async requestPasswordReset(email: string) {
      const user = await repos.users.findByEmail(email.toLowerCase());
      if (!user?.email) return;
      if ((await repos.tokens.countSince(user.id, 'reset_password', later(-HOUR))) >= RESETS_PER_HOUR) return;
      sendInBackground(
        passwordResetMail(user.email, user.displayName, await issueLink(repos, user.id, 'reset_password')),
      );
    },

    /** Sets the new password and signs the account out everywhere; the learner then signs in. */
    async resetPassword({ token, password }: PasswordResetInput) {
      const passwordHash = await hashPassword(password);
      await repos.transaction(async (r) => {
        const userId = await r.tokens.consume(hashToken(token), 'reset_password', clock());
        if (!userId) throw new AppError('invalid_token', 400);
        await r.users.setPasswordHash(userId, passwordHash, clock());
        await r.users.markEmailVerified(userId, clock());
        await r.sessions.deleteAllOf(userId);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
