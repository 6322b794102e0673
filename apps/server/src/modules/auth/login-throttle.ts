import type { Limit, RateLimits } from '../rate-limits/rate-limits.repository.ts';

const MINUTE = 60_000;

/**
 * Per account and address, 5 tries in 15 minutes: brute force is cut at 5 per address, and 5 wrong
 * passwords from elsewhere do not lock the owner out of their own phone. Per account from every
 * address, a slower cap, so a spread of addresses cannot guess fast either. Per address over all
 * accounts, more, since many learners share one (a school, a cyber café).
 */
const limitsOf = (account: string, ip: string): Limit[] => [
  { key: `login:pair:${account}|${ip}`, max: 5, windowMs: 15 * MINUTE },
  { key: `login:account:${account}`, max: 50, windowMs: 60 * MINUTE },
  { key: `login:ip:${ip}`, max: 100, windowMs: 15 * MINUTE },
];

/** Sign-in tries, counted before the password is checked so that parallel guesses cannot slip past. */
export function createLoginThrottle(limits: RateLimits) {
  return {
    /**
     * Counts one try, or refuses with `too_many_attempts`. Call `succeeded()` on the result once the
     * password proved right: the tries of this account from this address start again.
     */
    async begin(account: string, ip: string, now: Date) {
      const [pair, ...shared] = limitsOf(account, ip) as [Limit, Limit, Limit];
      await limits.enforce([pair, ...shared], now);
      return {
        async succeeded() {
          await limits.reset(pair.key);
          await limits.giveBack(shared.map((limit) => limit.key));
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
