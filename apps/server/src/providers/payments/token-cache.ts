export interface Token {
  value: string;
  expiresInSeconds: number;
}

/**
 * Keeps one access token until shortly before it expires (MTN: an hour, refresh 10 minutes early;
 * Airtel: minutes). Concurrent callers share one fetch.
 */
export function createTokenCache(fetchToken: () => Promise<Token>, clock: () => number = Date.now) {
  let cached: { value: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;
  return {
    async get(): Promise<string> {
      if (cached && clock() < cached.refreshAt) return cached.value;
      inFlight ??= fetchToken()
        .then(({ value, expiresInSeconds }) => {
          const margin = Math.min(600, expiresInSeconds / 6);
          cached = { value, refreshAt: clock() + (expiresInSeconds - margin) * 1000 };
          return value;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    /** After a 401: the provider no longer accepts the token we hold. */
    invalidate() {
      cached = null;
    },
  };
}
