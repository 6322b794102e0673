import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpLearner } from './factories.ts';
import { client } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PASSWORD_HASHES_AT_ONCE: '1', PASSWORD_HASHES_WAITING: '1' } });
});
afterAll(() => server.close());

describe('a burst of sign-ins (issue 12)', () => {
  it('refuses what it cannot take with 503 server_busy, without counting those as tries', async () => {
    const { input } = await signedUpLearner(server.base);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        client(server.base).post('/api/auth/login', { email: input.email, password: 'not-the-password-1' }),
      ),
    );
    const answers = burst.map((res) => [res.status, res.json?.code]);
    expect(answers.filter(([status]) => status === 503).length).toBeGreaterThan(0);
    for (const answer of answers)
      expect([
        [401, 'invalid_credentials'],
        [503, 'server_busy'],
      ]).toContainEqual(answer);
    const busy = burst.find((res) => res.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('5');
    expect(busy?.json.retryAfter).toBe(5);

    // Only the tries that were checked count: the account is not locked by the refused ones.
    const res = await client(server.base).post('/api/auth/login', { email: input.email, password: input.password });
    expect(res.status).toBe(200);
  });
});
