import type { AuthRepositories } from './auth.repositories.ts';
import type { DeviceToken } from './device-cookie.ts';
import { hashToken, newToken } from './secret-tokens.ts';

/**
 * The browsers an account signed in from, by the device tokens they hold (OWASP's device cookies): a
 * known one is not stopped by the lockouts that stop strangers (`login-throttle.ts`).
 */
export function createDeviceTokens(clock: () => Date) {
  return {
    /** The browser's device token for this account, among those it holds; null when it has none. */
    async known(r: AuthRepositories, account: { email: string } | { userId: string }, held: string[]) {
      const hashes = held.map(hashToken);
      const found = await r.devices.findOf(account, hashes, clock());
      return found ? (held[hashes.indexOf(found)] ?? null) : null;
    },

    /** A new device token for this browser and account, in place of the one it held. */
    async remember(r: AuthRepositories, userId: string, replaced: string | null): Promise<DeviceToken> {
      const token = newToken();
      await r.devices.remember(userId, hashToken(token), replaced && hashToken(replaced), clock());
      return { token, replaced };
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
