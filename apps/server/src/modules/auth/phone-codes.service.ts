import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
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
import type { Limit, RateLimits } from '../rate-limits/rate-limits.repository.ts';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import type { PromoteListedAdmin } from './listed-admins.ts';
import type { PhoneCodeRow } from './phone-codes.repository.ts';

const HOUR = 3_600_000;

/**
 * Every SMS costs money and lands on somebody's phone: a minute between two codes to one number, a
 * few an hour and a day per number, per address and per account. Counted before the code is made.
 */
const numberLimits = (phone: string, ip: string): Limit[] => [
  { key: `sms:cooldown:${phone}`, max: 1, windowMs: PHONE_CODE_COOLDOWN_SECONDS * 1000 },
  { key: `sms:phone:${phone}`, max: 5, windowMs: HOUR },
  { key: `sms:phone-day:${phone}`, max: 10, windowMs: 24 * HOUR },
  { key: `sms:ip:${ip}`, max: 20, windowMs: HOUR },
];
// An account's tries count first, before its number is looked up: the answer 'phone_taken' cannot be
// used to list who has an account faster than five numbers an hour.
const accountLimits = (userId: string | null): Limit[] =>
  userId ? [{ key: `sms:account:${userId}`, max: 5, windowMs: HOUR }] : [];

export interface PhoneCodesDeps {
  repos: ReturnType<typeof createAuthRepositories>;
  limits: RateLimits;
  sms: SmsSender;
  clock: () => Date;
  log: FastifyBaseLogger;
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
  secret,
  publicUrl,
  promoteListedAdmin,
  openSession,
}: PhoneCodesDeps) {
  const host = new URL(publicUrl).host;
  // Bound to its verification: the same digits sent twice hash differently.
  const hashOf = (id: string, code: string) => createHmac('sha256', secret).update(`${id}:${code}`).digest();

  async function send(purpose: 'sign_in' | 'add_phone', rawPhone: string, ip: string, userId: string | null) {
    const phone = parseRwandanMobile(rawPhone);
    if (!phone) throw new AppError('validation_failed', 400, { fields: { phone: 'validation.phone_invalid' } });
    const account = accountLimits(userId);
    const number = numberLimits(phone.e164, ip);
    await limits.enforce(account, clock());
    // An account keeps its number, and a number another account has cannot be added: both said
    // before an SMS is paid for.
    if (userId) {
      if ((await repos.users.findById(userId))?.phone) throw new AppError('phone_present', 409);
      const owner = await repos.users.findByPhone(phone.e164);
      if (owner && owner.id !== userId) throw new AppError('phone_taken', 409);
    }
    await limits.enforce(number, clock());
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
        text: `Provisoire: code yawe ni ${code}. Irarangira mu minota 5. Ntuyihe undi muntu.\n\n@${host} #${code}`,
      });
    } catch (err) {
      log.error({ err }, 'code SMS not sent');
      await limits.giveBack([...account, ...number].map((limit) => limit.key)); // nothing reached the learner
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

  /** Counts the try, then checks it: the sixth try is refused even with the right code. */
  async function check(input: PhoneCodeCheckInput, purpose: PhoneCodeRow['purpose'], userId: string | null) {
    const row = await repos.phoneCodes.countTry(input.verificationId);
    if (!row || row.purpose !== purpose || row.userId !== userId) throw new AppError('code_expired', 400);
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
    requestSignIn: (phone: string, ip: string) => send('sign_in', phone, ip, null),

    requestAddPhone: (userId: string, phone: string, ip: string) => send('add_phone', phone, ip, userId),

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
