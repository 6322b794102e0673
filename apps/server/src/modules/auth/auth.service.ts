import {
  type AddEmailInput,
  type ChangePasswordInput,
  type Device,
  HOUR_MS,
  type LoginInput,
  NOTICE_LIFETIME_MS,
  type PasswordResetInput,
  type SignUpInput,
} from '@provisoire/domain';
import type { Queryable } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mail } from '../../providers/mail/mailer.ts';
import type { Deliveries } from '../deliveries/deliveries.service.ts';
import type { Limit, RateLimits } from '../rate-limits/rate-limits.repository.ts';
import { addEmailMail, passwordChangedMail, passwordResetMail, verificationMail } from './auth.mails.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { DeviceToken } from './device-cookie.ts';
import type { PromoteListedAdmin } from './listed-admins.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { isWeakPassword } from './password-policy.ts';
import type { PasswordWork } from './passwords.ts';
import { hashToken, newToken } from './secret-tokens.ts';
import type { UserRow } from './users.repository.ts';
import type { WaysIn } from './ways-in.service.ts';

const VERIFY_EMAIL_TTL = 48 * HOUR_MS;
const RESET_TTL = HOUR_MS;

export interface AuthDeps {
  repos: ReturnType<typeof createAuthRepositories>;
  throttle: LoginThrottle;
  limits: RateLimits;
  deliveries: Pick<Deliveries, 'queueMail'>;
  passwords: PasswordWork;
  clock: () => Date;
  settings: { publicUrl: string; sessionDays: number };
  promoteListedAdmin: PromoteListedAdmin;
  waysIn: WaysIn;
}

/** The school row that a school's account is made with. */
export interface SchoolAccount {
  create(db: Queryable, ownerId: string): Promise<unknown>;
}

type LinkPurpose = 'verify_email' | 'reset_password' | 'add_email';
const LINKS: Record<LinkPurpose, { ttl: number; path: string }> = {
  verify_email: { ttl: VERIFY_EMAIL_TTL, path: '/verify-email' },
  add_email: { ttl: VERIFY_EMAIL_TTL, path: '/verify-email' },
  reset_password: { ttl: RESET_TTL, path: '/reset-password' },
};
// Mails go to an address the sender may not own: three of each kind an hour at most.
const mailLimit = (purpose: LinkPurpose, userId: string): Limit => ({
  key: `mail:${purpose}:${userId}`,
  max: 3,
  windowMs: HOUR_MS,
});

const weak = () => new AppError('validation_failed', 400, { fields: { password: 'validation.password_weak' } });

export function createAuthService({
  repos,
  throttle,
  limits,
  deliveries,
  passwords,
  clock,
  settings,
  promoteListedAdmin,
  waysIn,
}: AuthDeps) {
  const later = (ms: number) => new Date(clock().getTime() + ms);

  /** The browser's device token for this account, among those it holds; null when it has none. */
  async function knownDevice(r: AuthRepositories, account: { email: string } | { userId: string }, held: string[]) {
    const hashes = held.map(hashToken);
    const found = await r.devices.findOf(account, hashes, clock());
    return found ? (held[hashes.indexOf(found)] ?? null) : null;
  }

  /**
   * A password tried as a sign-in is: a place among the password checks first (a busy server refuses
   * before the try is counted), then the try counted against the account, the address and the device,
   * then the check; a right one lifts the count. The account when the password is its, else null.
   */
  async function passwordTry<Account extends { passwordHash: string | null }>(
    owner: { email: string } | { userId: string },
    throttleKey: string,
    ip: string,
    held: string[],
    password: string,
    find: () => Promise<Account | null>,
  ) {
    const place = passwords.admit();
    try {
      const device = await knownDevice(repos, owner, held);
      const attempt = await throttle.begin(throttleKey, ip, device && hashToken(device), clock());
      const account = await find();
      const valid = await place.verify(account?.passwordHash ?? null, password);
      if (account && valid) await attempt.succeeded();
      return { account: valid ? account : null, device };
    } finally {
      place.cancel();
    }
  }

  /** A new device token for this browser and account, in place of the one it held. */
  async function rememberDevice(r: AuthRepositories, userId: string, replaced: string | null): Promise<DeviceToken> {
    const token = newToken();
    await r.devices.remember(userId, hashToken(token), replaced && hashToken(replaced), clock());
    return { token, replaced };
  }

  async function openSession(r: AuthRepositories, userId: string, userAgent: string | null) {
    const token = newToken();
    await r.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      expiresAt: later(settings.sessionDays * 24 * HOUR_MS),
      userAgent,
      now: clock(),
    });
    return token;
  }

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
    const expiresAt = later(LINKS[purpose].ttl);
    await r.tokens.insert({ tokenHash: hashToken(token), purpose, userId, email, createdAt: clock(), expiresAt });
    const href = `${settings.publicUrl}${LINKS[purpose].path}?token=${token}`;
    await deliveries.queueMail(r.db, purpose, compose(href), expiresAt);
  }

  const inputsOf = (user: Pick<UserRow, 'email' | 'displayName'>) => [user.email ?? '', user.displayName];

  /** In the transaction that changed the password: the owner is told, in case it was not them. */
  async function tellPasswordChanged(r: AuthRepositories, user: UserRow) {
    if (!user.email) return;
    const mail = passwordChangedMail(user.email, user.displayName, `${settings.publicUrl}/forgot-password`);
    await deliveries.queueMail(r.db, 'password_changed', mail, later(NOTICE_LIFETIME_MS));
  }

  return {
    openSession,

    /** A new account and its session; a school's sign-up makes its school row in the same transaction. */
    async signUp(input: SignUpInput, userAgent: string | null, school?: SchoolAccount) {
      const email = input.email.toLowerCase();
      if (isWeakPassword(input.password, [email, input.displayName])) throw weak();
      const passwordHash = await passwords.hash(input.password);
      const { user, token, device } = await repos.transaction(async (r) => {
        const user = await r.users.insertWithEmail({
          email,
          displayName: input.displayName,
          passwordHash,
          ...(school && { role: 'school' }),
        });
        if (!user) throw new AppError('email_taken', 409);
        await school?.create(r.db, user.id);
        await mailLink(r, user.id, 'verify_email', (href) => verificationMail(email, user.displayName, href));
        return {
          user,
          token: await openSession(r, user.id, userAgent),
          device: await rememberDevice(r, user.id, null), // signing up signs this browser in
        };
      });
      await limits.take(mailLimit('verify_email', user.id), clock()); // the sign-up mail counts as one of the three
      return { user, token, device };
    },

    /**
     * `held` are the browser's device tokens: one of this account's makes it a known device, which
     * the unknown devices' lockouts (address, account) do not stop. A right password renews it.
     */
    async login(input: LoginInput, ip: string, userAgent: string | null, held: string[] = []) {
      const email = input.email.toLowerCase();
      const { account: user, device } = await passwordTry({ email }, email, ip, held, input.password, () =>
        repos.users.findByEmail(email),
      );
      if (!user) throw new AppError('invalid_credentials', 401);
      return {
        user,
        token: await openSession(repos, user.id, userAgent),
        device: await rememberDevice(repos, user.id, device),
      };
    },

    /** The user and session of a cookie's token, or null once signed out, expired or idle too long. */
    userOfSession: (token: string) => repos.sessions.findLive(hashToken(token), clock()),

    async logout(token: string) {
      await repos.transaction(async (r) => {
        const ended = await r.sessions.delete(hashToken(token));
        if (ended) await r.announceSignOut(ended.userId, [ended.id]);
      });
    },

    /** The devices signed in to this account, the asking one marked `current`. */
    async sessionsOf(userId: string, currentSessionId: string): Promise<Device[]> {
      const rows = await repos.sessions.listLive(userId, clock());
      return rows.map((s) => ({
        id: s.id,
        current: s.id === currentSessionId,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
      }));
    },

    /** Signs out every other device; how many were signed out. */
    async signOutOthers(userId: string, token: string) {
      return repos.transaction(async (r) => {
        const ended = await r.sessions.deleteAllOf(userId, hashToken(token));
        await r.announceSignOut(userId, ended);
        return ended.length;
      });
    },

    /** The current password proves who asks (counted like a sign-in); other devices are signed out. */
    async changePassword(user: UserRow, token: string, input: ChangePasswordInput, ip: string, held: string[] = []) {
      const { account } = await passwordTry(
        { userId: user.id },
        user.email ?? user.id,
        ip,
        held,
        input.currentPassword,
        async () => user,
      );
      if (!account)
        throw new AppError('validation_failed', 400, { fields: { currentPassword: 'validation.password_wrong' } });
      if (isWeakPassword(input.newPassword, inputsOf(user)))
        throw new AppError('validation_failed', 400, { fields: { newPassword: 'validation.password_weak' } });
      const passwordHash = await passwords.hash(input.newPassword);
      await repos.transaction(async (r) => {
        await r.users.setPasswordHash(user.id, passwordHash, clock());
        await r.announceSignOut(user.id, await r.sessions.deleteAllOf(user.id, hashToken(token)));
        await tellPasswordChanged(r, user);
      });
    },

    async resendVerification(userId: string) {
      const user = await repos.users.findById(userId);
      const email = user?.email;
      if (!user || !email || user.emailVerifiedAt) return;
      await limits.enforce([mailLimit('verify_email', user.id)], clock());
      await repos.transaction((r) =>
        mailLink(r, user.id, 'verify_email', (href) => verificationMail(email, user.displayName, href)),
      );
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
        mailLink(r, user.id, 'add_email', (href) => addEmailMail(email, user.displayName, href), email),
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
        mailLink(r, user.id, 'reset_password', (href) => passwordResetMail(to, user.displayName, href)),
      );
    },

    /**
     * Sets the new password and signs the account out everywhere; the learner then signs in. The link
     * proves the e-mail: on an account whose e-mail was never verified, every other way in goes too.
     * Proving the mailbox also lifts the account's sign-in locks, and makes this browser the account's
     * only known device (whoever knew the old password is a stranger again).
     */
    async resetPassword({ token, password }: PasswordResetInput, held: string[] = []) {
      const passwordHash = await passwords.hash(password);
      const { user, device } = await repos.transaction(async (r) => {
        // The account's row first, then the link's, in the order a new link takes them: no deadlock.
        const owner = await r.tokens.ownerOf(hashToken(token));
        const user = owner ? await r.users.lockAndFind(owner) : null;
        const link = await r.tokens.consume(hashToken(token), ['reset_password'], clock());
        if (!user || link?.userId !== user.id) throw new AppError('invalid_token', 400);
        if (isWeakPassword(password, inputsOf(user))) throw weak(); // rolls back: the link still works
        await waysIn.claim(r, user, 'reset');
        await r.users.setPasswordHash(user.id, passwordHash, clock());
        const verified = await r.users.markEmailVerified(user.id, clock());
        if (verified) await promoteListedAdmin(r.users, verified);
        await r.announceSignOut(user.id, await r.sessions.deleteAllOf(user.id));
        const old = await knownDevice(r, { userId: user.id }, held);
        await r.devices.forgetAll(user.id);
        await tellPasswordChanged(r, user);
        return { user, device: await rememberDevice(r, user.id, old) };
      });
      // After the commit: a try counted meanwhile is one more lifted, never a lock left on.
      if (user.email) await throttle.lift(user.email.toLowerCase());
      return device;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
