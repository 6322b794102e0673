import { hash } from '@node-rs/argon2';
import type { Database } from '../src/db/connect.ts';
import { presentUser } from '../src/modules/auth/present-user.ts';
import { client } from './http-client.ts';
import { tokenOf, waitForMail } from './outbox.ts';
import { buildSchoolSignUp } from './school-sign-up-input.ts';
import type { TestServer } from './test-server.ts';

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

const hashes = new Map<string, Promise<string>>();
/** A password's argon2id hash, made once per test file (the library's defaults are the server's settings). */
function hashOf(password: string) {
  const made = hashes.get(password) ?? hash(password);
  hashes.set(password, made);
  return made;
}

/**
 * A learner written straight into the database, with a session and a client holding it: for the tests
 * of something other than signing up. The rows are the sign-up's, made by the server's own repositories
 * and on its clock, without the password hashing and the verification mail; `input.password` signs in.
 */
export async function learnerIn(server: TestServer, overrides: Parameters<typeof buildSignUp>[0] = {}) {
  const input = buildSignUp(overrides);
  const { repos, sessions, cookieName } = server.accounts;
  const user = await repos.users.insertWithEmail({
    email: input.email.toLowerCase(),
    displayName: input.displayName,
    passwordHash: await hashOf(input.password),
  });
  if (!user) throw new Error(`${input.email} is taken`);
  const api = client(server.base);
  api.cookie = `${cookieName}=${await sessions.openSession(repos, user.id, null)}`;
  return { api, input, user: presentUser(user) };
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
