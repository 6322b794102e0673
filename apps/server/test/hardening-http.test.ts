import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedError } from '../src/http/server-options.ts';
import { learnerIn, signedUpLearner } from './factories.ts';
import { client } from './http-client.ts';
import { tokenOf, waitForMail } from './outbox.ts';
import { NUMBERS, pay } from './payments-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const logLines: string[] = [];
let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'provisoire-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Provisoire</title><!--site-settings-->');
  server = await startTestServer({
    env: { REQUEST_TIMEOUT_MS: '1000', WEB_DIST: webDist },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => server.close());

/** Sends raw bytes and reads until the server closes the connection (or `waitMs` passes). */
function raw(bytes: string, waitMs = 5000) {
  const { port } = new URL(server.base);
  return new Promise<{ text: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    const done = () => resolve({ text, closedAfterMs: Date.now() - started });
    socket.on('close', done);
    socket.setTimeout(waitMs, () => socket.destroy());
    socket.write(bytes);
  });
}

const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe('the HTTP edge (L1, L10)', () => {
  it('cuts off a request whose body stops arriving, with a JSON answer', async () => {
    const { text, closedAfterMs } = await raw(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(jsonOf(text)).toMatchObject({ code: 'request_timeout', message: expect.any(String) });
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it.each([
    ['a bad percent-encoding', 'GET /api/lessons/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an encoded lone surrogate', 'GET /api/lessons/%ED%A0%80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a garbage request line', 'HELLO\r\n\r\n'],
    [
      'two different lengths',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
  ])('answers %s with 400 and the app body', async (_, request) => {
    const { text } = await raw(request);
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(jsonOf(text)).toMatchObject({ code: 'malformed_request', message: expect.any(String) });
  });

  it('refuses NUL and lone surrogates in a path or a query before any route reads them', async () => {
    for (const path of ['/api/payments/%00', '/dev/phone/mtn/%00/approve', '/api/lessons?x=%00', '/media/%00.svg']) {
      const res = await client(server.base).call(path.startsWith('/dev') ? 'POST' : 'GET', path);
      expect([res.status, res.json?.code], path).toEqual([400, 'malformed_request']);
    }
  });
});

describe('live payment streams (L2, L3)', () => {
  const open = (path: string, cookie: string, method = 'GET') => {
    const controller = new AbortController();
    const res = fetch(server.base + path, { method, headers: { cookie }, signal: controller.signal });
    return { res, abort: () => controller.abort() };
  };
  const ended = async (res: Response) => {
    const reader = res.body!.getReader();
    for (;;) if ((await reader.read()).done) return true;
  };

  it('answers HEAD at once, without a stream', async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.pending });
    const res = await fetch(`${server.base}/api/payments/${payment.id}/events`, {
      method: 'HEAD',
      headers: { cookie: api.cookie },
      signal: AbortSignal.timeout(2000),
    });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
  });

  it('keeps three streams per learner, closing the oldest, and ends them at sign-out', async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.pending });
    const path = `/api/payments/${payment.id}/events`;
    const first = await open(path, api.cookie).res;
    const others = await Promise.all([1, 2, 3].map(() => open(path, api.cookie).res));
    expect(await ended(first)).toBe(true); // the fourth closed the first
    await api.post('/api/auth/logout');
    for (const res of others) expect(await ended(res)).toBe(true);
  });
});

describe('answers and headers (L7, L8, L11)', () => {
  it('marks every private JSON answer no-store, or private and asked again each time', async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.pending });
    for (const path of ['/api/auth/me', '/api/subscription', '/api/payments', `/api/payments/${payment.id}`]) {
      expect((await api.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    // The lessons' list is the same for everyone but its access flag: kept by the browser only, and
    // revalidated by its ETag at every use, so a learner whose access changed gets the other version.
    const list = await api.get('/api/lessons');
    expect(list.headers.get('cache-control')).toBe('private, no-cache');
    const again = await api.call('GET', '/api/lessons', undefined, { 'if-none-match': list.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    expect((await api.post('/api/subscription/trial')).status).toBe(201);
    const opened = await api.call('GET', '/api/lessons', undefined, {
      'if-none-match': list.headers.get('etag') ?? '',
    });
    expect(opened.status).toBe(200);
    expect(opened.json.hasAccess).toBe(true);
  });

  it('compares the Origin with PUBLIC_URL, scheme and port included, never with Host', async () => {
    const { port } = new URL(server.base);
    const forged: Record<string, string>[] = [
      { origin: `https://localhost:${port}` },
      { origin: `http://localhost:${Number(port) + 1}` },
      { origin: 'http://evil.example', host: 'evil.example' },
      { origin: 'null' },
    ];
    for (const headers of forged) {
      const res = await client(server.base).post('/api/auth/logout', undefined, headers);
      expect([res.status, res.json.code], JSON.stringify(headers)).toEqual([403, 'forbidden']);
    }
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      expect((await client(server.base).post('/api/auth/logout', undefined, { origin })).status).toBe(204);
  });

  it('without an Origin, refuses a form posted from another site by its Referer or Sec-Fetch-Site (S6)', async () => {
    const { port } = new URL(server.base);
    const form = (headers: Record<string, string>) =>
      fetch(`${server.base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'email=a%40example.rw&password=not-the-password',
        redirect: 'manual',
      });
    const forged: Record<string, string>[] = [
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', referer: `http://localhost:${port}/login` },
      { referer: 'not a url' },
    ];
    for (const headers of forged) expect((await form(headers)).status, JSON.stringify(headers)).toBe(403);
    const ours: Record<string, string>[] = [
      { referer: `http://localhost:${port}/login` },
      { 'sec-fetch-site': 'same-origin' },
      {}, // no browser's headers at all: a program, which holds no learner's cookie
    ];
    for (const headers of ours) expect((await form(headers)).status, JSON.stringify(headers)).toBe(303);
  });

  it('sends a permissions policy and no X-Frame-Options beside frame-ancestors', async () => {
    const res = await client(server.base).get('/');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('serves /index.html as the filled page shell, not the raw file', async () => {
    const res = await client(server.base).get('/index.html');
    expect(res.text).toContain('id="site-settings"');
    expect(res.text).not.toContain('<!--site-settings-->');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the log (L4, M5)', () => {
  it('never holds a password, its hash, a link token or a request body', async () => {
    const { input } = await signedUpLearner(server.base);
    await client(server.base).post('/api/auth/password-reset/request', { email: input.email });
    const token = tokenOf((await waitForMail(server.db, input.email, /Hindura ijambo/)).link);
    await client(server.base).get(`/reset-password?token=${token}`);
    await client(server.base).get(`/verify-email?token=${token}`);
    await client(server.base).post('/api/auth/login', { email: input.email, password: 'wrong-password-here' });
    const log = logLines.join('');
    expect(log).toContain('/reset-password?…');
    for (const secret of [input.password, token, '$argon2', 'wrong-password-here']) expect(log).not.toContain(secret);
  });

  it('compresses an answer made per request in the encoding the browser takes', async () => {
    await signedUpLearner(server.base); // one mail makes the outbox page long enough to compress
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const page = await fetch(`${server.base}/dev/outbox`, { headers: { 'accept-encoding': accepts } });
      expect(page.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await page.text()).toContain('<h1');
    }
  });

  it('keeps a failed query without its parameters', async () => {
    const error = await server.db.execute(sql`SELECT ${'$argon2id$v=19$secret-hash'}::int`).catch((e: Error) => e);
    const kept = JSON.stringify(loggedError(error as Error));
    expect(kept).toContain('invalid input syntax for type integer');
    expect(kept).not.toContain('secret-hash');
  });
});
