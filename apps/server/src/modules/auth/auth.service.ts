import {
  type ChangePasswordInput,
  DEFAULT_LANGUAGE,
  type Language,
  type LoginInput,
  NOTICE_LIFETIME_MS,
  type PasswordResetInput,
  type SignUpInput,
} from '@provisoire/domain';
import type { Queryable } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import type { Deliveries } from '../deliveries/deliveries.service.ts';
import { passwordChangedMail } from './auth.mails.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { DeviceTokens } from './device-tokens.ts';
import type { PromoteListedAdmin } from './listed-admins.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { MailedLinks } from './mailed-links.service.ts';
import { isWeakPassword } from './password-policy.ts';
import type { PasswordWork } from './passwords.ts';
import { hashToken } from './secret-tokens.ts';
import type { SessionRow } from './sessions.repository.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UserRow } from './users.repository.ts';
import type { WaysIn } from './ways-in.service.ts';

export interface AuthDeps {
  repos: ReturnType<typeof createAuthRepositories>;
  throttle: LoginThrottle;
  deliveries: Pick<Deliveries, 'queueMail'>;
  passwords: PasswordWork;
  clock: () => Date;
  publicUrl: string;
  promoteListedAdmin: PromoteListedAdmin;
  waysIn: WaysIn;
  sessions: Pick<SessionsService, 'openSession'>;
  links: Pick<MailedLinks, 'mailVerification' | 'countSignUpMail'>;
  deviceTokens: DeviceTokens;
}

/** The school row that a school's account is made with. */
export interface SchoolAccount {
  create(db: Queryable, ownerId: string): Promise<unknown>;
}

const weak = () => new AppError('validation_failed', 400, { fields: { password: 'validation.password_weak' } });

const inputsOf = (user: Pick<UserRow, 'email' | 'displayName'>) => [user.email ?? '', user.displayName];

/** The password's way in: signing up with one, signing in, changing it, and setting a new one from a reset link. */
export function createAuthService({
  repos,
  throttle,
  deliveries,
  passwords,
  clock,
  publicUrl,
  promoteListedAdmin,
  waysIn,
  sessions,
  links,
  deviceTokens,
}: AuthDeps) {
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
      const device = await deviceTokens.known(repos, owner, held);
      const attempt = await throttle.begin(throttleKey, ip, device && hashToken(device), clock());
      const account = await find();
      const valid = await place.verify(account?.passwordHash ?? null, password);
      if (account && valid) await attempt.succeeded();
      return { account: valid ? account : null, device };
    } finally {
      place.cancel();
    }
  }

  /** In the transaction that changed the password: the owner is told, in case it was not them. */
  async function tellPasswordChanged(r: AuthRepositories, user: UserRow) {
    if (!user.email) return;
    const mail = passwordChangedMail(user.language, user.email, user.displayName, `${publicUrl}/forgot-password`);
    await deliveries.queueMail(r.db, 'password_changed', mail, new Date(clock().getTime() + NOTICE_LIFETIME_MS));
  }

  return {
    /** A new account and its session; a school's sign-up makes its school row in the same transaction. */
    async signUp(
      input: SignUpInput,
      userAgent: string | null,
      { school, language = DEFAULT_LANGUAGE }: { school?: SchoolAccount; language?: Language } = {},
    ) {
      const email = input.email.toLowerCase();
      if (isWeakPassword(input.password, [email, input.displayName])) throw weak();
      const passwordHash = await passwords.hash(input.password);
      const { user, token, device } = await repos.transaction(async (r) => {
        const user = await r.users.insertWithEmail({
          email,
          displayName: input.displayName,
          passwordHash,
          language,
          ...(school && { role: 'school' }),
        });
        if (!user) throw new AppError('email_taken', 409);
        await school?.create(r.db, user.id);
        await links.mailVerification(r, user, email);
        return {
          user,
          token: await sessions.openSession(r, user.id, userAgent),
          device: await deviceTokens.remember(r, user.id, null), // signing up signs this browser in
        };
      });
      await links.countSignUpMail(user.id);
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
        token: await sessions.openSession(repos, user.id, userAgent),
        device: await deviceTokens.remember(repos, user.id, device),
      };
    },

    /** The current password proves who asks (counted like a sign-in); other devices are signed out. */
    async changePassword(user: UserRow, kept: SessionRow, input: ChangePasswordInput, ip: string, held: string[] = []) {
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
        await r.announceSignOut(user.id, await r.sessions.deleteAllOf(user.id, kept.tokenHash));
        await tellPasswordChanged(r, user);
      });
    },

    /**
     * Sets the new password and signs the account out everywhere; the learner then signs in. The link
     * proves the e-mail: on an account whose e-mail was never verified, every other way in goes too.
     * Proving the mailbox also lifts the account's sign-in locks, and makes this browser the account's
     * only known device (whoever knew the old password is a stranger again).
     */
    /** Sets the new password from the mailed link and signs this browser in (every other session ends). */
    async resetPassword({ token, password }: PasswordResetInput, userAgent: string | null, held: string[] = []) {
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
        const old = await deviceTokens.known(r, { userId: user.id }, held);
        await r.devices.forgetAll(user.id);
        await tellPasswordChanged(r, user);
        return { user, device: await deviceTokens.remember(r, user.id, old) };
      });
      // After the commit: a try counted meanwhile is one more lifted, never a lock left on.
      if (user.email) await throttle.lift(user.email.toLowerCase());
      // the account as the reset left it: the address verified, a squatter's number gone
      const now = (await repos.users.findById(user.id)) ?? user;
      return { user: now, device, token: await sessions.openSession(repos, user.id, userAgent) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
