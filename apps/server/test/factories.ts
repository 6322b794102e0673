import { client } from './http-client.ts';

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
