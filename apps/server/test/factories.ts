import type { Database } from '../src/db/connect.ts';
import { client } from './http-client.ts';
import { tokenOf, waitForMail } from './outbox.ts';
import { buildSchoolSignUp } from './school-sign-up-input.ts';

export { buildSchoolSignUp };

let n = 0;

export function buildSignUp(
  overrides: Partial<{
    displayName: string;
    email: string;
    password: string;
  }> = {},
) {
  n += 1;
  return {
    displayName: `Umunyeshuri ${n}`,
    email: `learner${n}-${Date.now()}@example.rw`,
    password: 'ikizamini-cyiza',
    ...overrides,
  };
}

/** A learner signed up through the API, with a client holding their session. */
export async function signedUpLearner(
  base: string,
  overrides: Parameters<typeof buildSignUp>[0] = {},
  headers: Record<string, string> = {},
) {
  const input = buildSignUp(overrides);
  const api = client(base);
  const res = await api.post('/api/auth/sign-up', input, headers);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { api, input, user: res.json.user };
}

/**
 * An admin: signed up with an address in the server's `ADMIN_EMAILS`, which becomes an admin once the
 * verification link mailed to it is opened.
 */
export async function signedUpAdmin(server: { base: string; db: Database }, email: string, displayName?: string) {
  const signedUp = await signedUpLearner(server.base, { email, ...(displayName && { displayName }) });
  const mail = await waitForMail(server.db, email, /Emeza imeli/);
  const opened = await client(server.base).post('/api/auth/verify-email', { token: tokenOf(mail.link) });
  if (opened.status !== 204) throw new Error(`verification failed: ${opened.status} ${opened.text}`);
  return signedUp;
}

/** A driving school signed up through the API (pending), with a client holding its session. */
export async function signedUpSchool(base: string, overrides: Record<string, string> = {}) {
  const input = buildSchoolSignUp(overrides);
  const api = client(base);
  const res = await api.post('/api/schools', input);
  if (res.status !== 201) throw new Error(`school sign-up failed: ${res.status} ${res.text}`);
  return { api, input, user: res.json.user };
}
