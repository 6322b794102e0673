import { MINUTE_MS } from '@provisoire/domain';
import { AppError } from '../../http/app-error.ts';
import type { Limit, RateLimits } from '../rate-limits/rate-limits.repository.ts';

/**
 * An unknown browser: per account and address, 5 tries in 15 minutes (brute force is cut at 5 per
 * address, and 5 wrong passwords from elsewhere do not lock the owner out of their own phone); per
 * account from every address, a slower cap, so a spread of addresses cannot guess fast either; per
 * address over all accounts, more, since many learners share one (a school, a cyber café).
 */
const unknownDevice = (account: string, ip: string): [Limit, Limit, Limit] => [
  { key: `login:pair:${account}|${ip}`, max: 5, windowMs: 15 * MINUTE_MS },
  { key: `login:account:${account}`, max: 50, windowMs: 60 * MINUTE_MS },
  { key: `login:ip:${ip}`, max: 100, windowMs: 15 * MINUTE_MS },
];

/**
 * A browser that signed in to this account before (OWASP's device cookies) escapes the limits above,
 * so a shared address full of failures, or a guesser locking the account, never keeps it out; it has
 * its own 5 tries in 15 minutes, counted per device.
 */
const knownDevice = (deviceHash: string): Limit => ({
  key: `login:device:${deviceHash}`,
  max: 5,
  windowMs: 15 * MINUTE_MS,
});

/** Sign-in tries, counted before the password is checked so that parallel guesses cannot slip past. */
export function createLoginThrottle(limits: RateLimits) {
  return {
    /**
     * Counts one try, or refuses with `too_many_attempts`; `device` is the hash of a known device's
     * token for this account, or null. Call `succeeded()` on the result once the password proved
     * right: the tries of this account from this address (or this device) start again.
     */
    async begin(account: string, ip: string, device: string | null, now: Date) {
      if (device) {
        const own = knownDevice(device);
        await limits.enforce([own], now);
        return { succeeded: () => limits.reset(own.key) };
      }
      const [pair, ...shared] = unknownDevice(account, ip);
      const [ofAccount, ofAddress] = shared;
      await limits.enforce([pair, ofAccount], now);
      // The address's tries are many people's behind a carrier's shared address: refused by it, the
      // learner is told the network is busy and given the other ways in, not blamed for trying.
      const address = await limits.take(ofAddress, now);
      if (!address.allowed) throw new AppError('network_busy', 429, { retryAfter: address.retryAfter });
      return {
        async succeeded() {
          await limits.reset(pair.key);
          await limits.giveBack(shared.map((limit) => limit.key));
        },
      };
    },

    /** Proving the mailbox (a reset) lifts the account's locks, from every address. */
    lift: (account: string) => limits.resetMatching([`login:account:${account}`], [`login:pair:${account}|`]),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
