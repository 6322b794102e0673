import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  type Language,
  PHONE_CODE_COOLDOWN_SECONDS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TRIES,
  PHONE_CODE_TTL_SECONDS,
  type PhoneCodeCheckInput,
  type PhoneCodeSent,
  parseRwandanMobile,
} from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { SmsSender } from '../../providers/sms/sms-sender.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Limit, RateLimits } from '../rate-limits/rate-limits.repository.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import { AUTH_MAIL_WORDS } from './auth-mail-words.ts';
import type { PromoteListedAdmin } from './listed-admins.ts';
import type { PhoneCodeRow } from './phone-codes.repository.ts';
import { askerLimits, budgetAlert, budgetLimits, numberLimits, type SmsBudget } from './sms-limits.ts';

export interface PhoneCodesDeps {
  repos: ReturnType<typeof createAuthRepositories>;
  limits: RateLimits;
  sms: SmsSender;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Code SMS that every instance together may send, an hour and a day. */
  budget: SmsBudget;
  /** The key of the codes' hashes: a copy of the database alone cannot try the million codes. */
  secret: string;
  /** Where the learner signs in, for the last line of the SMS that lets the phone fill the code in. */
  publicUrl: string;
  promoteListedAdmin: PromoteListedAdmin;
  openSession: (r: AuthRepositories, userId: string, userAgent: string | null) => Promise<string>;
}

/** Six-digit codes by SMS: to sign in with a phone number, or to add one to an account. */
export function createPhoneCodes({
  repos,
  limits,
  sms,
  clock,
  log,
  budget,
  secret,
  publicUrl,
  promoteListedAdmin,
  openSession,
}: PhoneCodesDeps) {
  const host = new URL(publicUrl).host;
  // Bound to its verification: the same digits sent twice hash differently.
  const hashOf = (id: string, code: string) => createHmac('sha256', secret).update(`${id}:${code}`).digest();

  /** Counts a shared limit; over it, gives back what this request took of the shared ones: the seconds to wait. */
  async function takeShared(limit: Limit, taken: string[]) {
    const answer = await limits.take(limit, clock());
    taken.push(limit.key);
    if (answer.allowed) return null;
    await limits.giveBack(taken); // only a code that is sent counts against the budget, the block and the number
    return answer.retryAfter;
  }

  /** Said once a window, in the log and in the admin's audit list: codes are paused until it ends. */
  async function alertBudget(window: 'hour' | 'day', limit: number) {
    if (!(await limits.take(budgetAlert(window, clock()), clock())).allowed) return;
    log.warn({ window, limit }, 'SMS budget reached: codes by SMS are paused until the window ends');
    await recordAudit(repos.db, { action: 'sms.budget_reached', details: { window, limit } });
  }

  /**
   * Every SMS costs money and lands on somebody's phone. The asker's limits (account, address) count
   * every request; then the budget, the number's block and the number count only a code that is sent,
   * so a request refused for its address costs the number's owner nothing. Counted before the check.
   */
  async function send(
    purpose: 'sign_in' | 'add_phone',
    rawPhone: string,
    ip: string,
    userId: string | null,
    language: Language,
  ) {
    const phone = parseRwandanMobile(rawPhone);
    if (!phone) throw new AppError('validation_failed', 400, { fields: { phone: 'validation.phone_invalid' } });
    const asker = askerLimits(ip, userId);
    await limits.enforce(asker, clock());
    // An account keeps its number, and a number another account has cannot be added: both said
    // before an SMS is paid for.
    if (userId) {
      if ((await repos.users.findById(userId))?.phone) throw new AppError('phone_present', 409);
      const owner = await repos.users.findByPhone(phone.e164);
      if (owner && owner.id !== userId) throw new AppError('phone_taken', 409);
    }
    // a sign-in to an account's number may use the share of the budget kept for accounts
    const accountNumber = purpose === 'sign_in' && (await repos.users.findByPhone(phone.e164)) !== null;
    const shared: string[] = [];
    for (const limit of budgetLimits(budget, accountNumber)) {
      const retryAfter = await takeShared(limit, shared);
      if (retryAfter === null) continue;
      await alertBudget(limit.window, limit.max);
      throw new AppError('sms_paused', 503, { retryAfter });
    }
    for (const limit of numberLimits(phone.e164)) {
      const retryAfter = await takeShared(limit, shared);
      if (retryAfter !== null) throw new AppError('too_many_attempts', 429, { retryAfter });
    }
    const id = randomUUID();
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const now = clock();
    await repos.phoneCodes.insert({
      id,
      purpose,
      phone: phone.e164,
      userId,
      codeHash: hashOf(id, code).toString('base64url'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000),
    });
    try {
      // The last line is the one-time-code format phones read to offer the code (WebOTP).
      await sms.send({
        to: phone.e164,
        text: `${AUTH_MAIL_WORDS[language].smsCode(code)}\n\n@${host} #${code}`,
      });
    } catch (err) {
      log.error({ err }, 'code SMS not sent');
      await limits.giveBack([...asker.map((limit) => limit.key), ...shared]); // nothing reached the learner
      throw new AppError('sms_unavailable', 503, { retryAfter: 30 });
    }
    const sent: PhoneCodeSent = {
      verificationId: id,
      phone: phone.e164,
      expiresInSeconds: PHONE_CODE_TTL_SECONDS,
      resendInSeconds: PHONE_CODE_COOLDOWN_SECONDS,
    };
    return sent;
  }

  /**
   * Counts the try, then checks it: the sixth try is refused even with the right code. Only a try on
   * the code of this purpose and account counts: the other route cannot burn the owner's tries.
   */
  async function check(input: PhoneCodeCheckInput, purpose: PhoneCodeRow['purpose'], userId: string | null) {
    const row = await repos.phoneCodes.countTry(input.verificationId, purpose, userId);
    if (!row) throw new AppError('code_expired', 400);
    if (row.expiresAt < clock()) throw new AppError('code_expired', 400);
    if (row.tries > PHONE_CODE_TRIES) throw new AppError('code_used_up', 429);
    const right = timingSafeEqual(hashOf(row.id, input.code), Buffer.from(row.codeHash, 'base64url'));
    if (!right) {
      const triesLeft = PHONE_CODE_TRIES - row.tries;
      throw triesLeft > 0 ? new AppError('code_wrong', 400, { triesLeft }) : new AppError('code_used_up', 429);
    }
    return row;
  }

  return {
    requestSignIn: (phone: string, ip: string, language: Language = DEFAULT_LANGUAGE) =>
      send('sign_in', phone, ip, null, language),

    requestAddPhone: (userId: string, phone: string, ip: string, language: Language = DEFAULT_LANGUAGE) =>
      send('add_phone', phone, ip, userId, language),

    /** The account of the number (made on its first sign-in) and a new session. */
    async signIn(input: PhoneCodeCheckInput, userAgent: string | null) {
      const row = await check(input, 'sign_in', null);
      return repos.transaction(async (r) => {
        const now = clock();
        if (!(await r.phoneCodes.markUsed(row.id, now))) throw new AppError('code_expired', 400);
        const user = await promoteListedAdmin(r.users, await r.users.findOrInsertWithPhone(row.phone, now));
        return { user, token: await openSession(r, user.id, userAgent) };
      });
    },

    /** Adds the number to the signed-in account, once its code is right. */
    async addPhone(userId: string, input: PhoneCodeCheckInput) {
      const row = await check(input, 'add_phone', userId);
      try {
        await repos.transaction(async (r) => {
          const now = clock();
          await r.users.lock(userId); // first, as an e-mail's owner taking the account back does: no deadlock
          if (!(await r.phoneCodes.markUsed(row.id, now))) throw new AppError('code_expired', 400);
          const user = await r.users.setVerifiedPhone(userId, row.phone, now);
          if (!user) throw new AppError('phone_present', 409); // another number joined meanwhile
          await promoteListedAdmin(r.users, user);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('phone_taken', 409);
        throw error;
      }
      return row.phone;
    },
  };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
