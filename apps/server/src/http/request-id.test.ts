import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { trustedPeer } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
let behindProxy: TestServer;
let direct: TestServer;
beforeAll(async () => {
  const logStream = { write: (line: string) => void lines.push(line) };
  [behindProxy, direct] = await Promise.all([
    startTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, logStream }),
    startTestServer({ logStream }),
  ]);
});
afterAll(() => Promise.all([behindProxy.close(), direct.close()]));

const idOf = async (base: string, id: string) =>
  (await client(base).call('GET', '/api/health/live', undefined, { 'x-request-id': id })).headers.get('x-request-id');

describe('request ids (issue 31)', () => {
  it("keeps a trusted proxy's X-Request-Id as the request's id, in the answer and in the log line", async () => {
    expect(await idOf(behindProxy.base, 'nginx-7f3a.42:1')).toBe('nginx-7f3a.42:1');
    expect(logged().find((l) => l.reqId === 'nginx-7f3a.42:1')).toMatchObject({
      msg: 'request completed',
      req: { url: '/api/health/live' },
    });
  });

  it('makes its own when the id is long or unsafe, or when no proxy is trusted', async () => {
    expect(await idOf(behindProxy.base, 'x'.repeat(65))).toMatch(UUID);
    expect(await idOf(behindProxy.base, 'a"b')).toMatch(UUID);
    expect(await idOf(behindProxy.base, 'a b')).toMatch(UUID);
    expect(await idOf(direct.base, 'nginx-7f3a')).toMatch(UUID);
  });

  it('trusts only the proxies TRUST_PROXY names, by address, range or hop', () => {
    const ranges = trustedPeer(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(['10.0.0.1', '10.1.200.3', '::ffff:10.1.0.9', '::1'].map(ranges)).toEqual([true, true, true, true]);
    expect(['10.0.0.2', '10.2.0.1', '127.0.0.1'].map(ranges)).toEqual([false, false, false]);
    expect(trustedPeer(false)('127.0.0.1')).toBe(false);
    expect(trustedPeer((_address, hop) => hop < 1)('203.0.113.9')).toBe(true);
  });

  it('logs the refused Origin and the ones allowed, under the request id', async () => {
    const res = await client(direct.base).post(
      '/api/auth/password-reset/request',
      { email: 'a@b.rw' },
      { origin: 'https://www.provisoire.rw' },
    );
    expect(res.status).toBe(403);
    const refusal = logged().find((l) => l.msg === 'refused a state change from another origin');
    expect(refusal).toMatchObject({
      level: 40,
      reqId: res.headers.get('x-request-id'),
      origin: 'https://www.provisoire.rw',
      allowed: expect.arrayContaining([new URL(direct.base).origin]),
    });
  });
});
