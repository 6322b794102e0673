import type { APIRequestContext } from 'playwright-core';

/** The password of every learner the tests make. */
export const PASSWORD = 'ikizamini-cyiza-1';

/**
 * A learner signed up through the API, signed in in the browser context that owns `request` (its
 * cookies), optionally on the free day: for tests and benchmarks about other pages than sign-up.
 * Free of vitest, so the benchmarks can use it too.
 */
export async function signUpByApi(
  request: APIRequestContext,
  baseUrl: string,
  { email, freeDay = false, displayName = 'Uwase Aline' }: { email: string; freeDay?: boolean; displayName?: string },
) {
  const headers = { origin: baseUrl };
  const signUp = await request.post(`${baseUrl}/api/auth/sign-up`, {
    headers,
    data: { displayName, email, password: PASSWORD },
  });
  if (!signUp.ok()) throw new Error(`sign-up answered ${signUp.status()}`);
  if (!freeDay) return;
  const trial = await request.post(`${baseUrl}/api/subscription/trial`, { headers });
  if (!trial.ok()) throw new Error(`the free day answered ${trial.status()}`);
}
