import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, payments, sessions, users } from '../src/db/schema.ts';
import { learnerIn, signedUpLearner } from './factories.ts';
import { client } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ENDPOINTS = [
  '/api/auth/sign-up',
  '/api/auth/login',
  '/api/auth/verify-email',
  '/api/auth/password-reset/request',
  '/api/auth/password-reset',
];

const BAD_BODIES: [string, string | unknown, string, number][] = [
  ['malformed JSON', '{"email": ', 'malformed_request', 400],
  ['an array', [1, 2], 'validation_failed', 400],
  ['null', 'null', 'validation_failed', 400],
  ['an empty object', {}, 'validation_failed', 400],
  ['wrong types', { displayName: 42, email: ['a'], password: { x: 1 }, token: 7 }, 'validation_failed', 400],
  ['an extra field', { email: 'a@b.rw', password: 'long-enough-1', role: 'admin', extra: 1 }, 'validation_failed', 400],
  ['a huge string', { email: `${'a'.repeat(100_000)}@b.rw`, password: 'x' }, 'payload_too_large', 413],
  [
    'a long field under the size limit',
    { email: `${'a'.repeat(5000)}@b.rw`, password: 'p'.repeat(5000) },
    'validation_failed',
    400,
  ],
];

async function tableCounts() {
  const [u] = await server.db.select({ n: count() }).from(users);
  const [s] = await server.db.select({ n: count() }).from(sessions);
  const [t] = await server.db.select({ n: count() }).from(oneTimeTokens);
  return [u?.n, s?.n, t?.n];
}

describe('bad input to every endpoint', () => {
  it.each(ENDPOINTS)('%s answers 4xx with a code, never a 500, and writes nothing', async (path) => {
    await signedUpLearner(server.base);
    const before = await tableCounts();
    for (const [, body, code, status] of BAD_BODIES) {
      const res = await client(server.base).post(path, body);
      expect({ path, status: res.status, code: res.json?.code }).toEqual({
        path,
        status,
        code,
      });
      expect(typeof res.json.message).toBe('string');
    }
    const asText = await client(server.base).post(path, undefined, {
      'content-type': 'text/plain',
    });
    expect(asText.status).toBe(415);
    expect(asText.json.code).toBe('unsupported_media_type');
    const noBody = await client(server.base).post(path);
    expect([noBody.status, noBody.json.code]).toEqual([400, 'validation_failed']);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers a signed-in learner the same on the payment and trial endpoints', async () => {
    const { api } = await learnerIn(server);
    const [before] = await server.db.select({ n: count() }).from(payments);
    for (const [, body, code, status] of BAD_BODIES) {
      const res = await api.post('/api/payments', body);
      expect({ status: res.status, code: res.json?.code }).toEqual({ status, code });
    }
    expect((await api.post('/api/payments', undefined, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await api.post('/api/subscription/trial', '{"x":')).json.code).toBe('malformed_request');
    expect((await api.call('GET', '/api/payments/%00')).status).toBe(400);
    const [after] = await server.db.select({ n: count() }).from(payments);
    expect(after?.n).toBe(before?.n);
  });

  it('names each bad field with a catalog key', async () => {
    const res = await client(server.base).post('/api/auth/sign-up', {
      displayName: 'Al',
      email: 'x',
      password: '1',
      admin: true,
    });
    expect(res.json.fields).toEqual({
      displayName: 'validation.name_too_short',
      email: 'validation.email_invalid',
      password: 'validation.password_too_short',
      admin: 'validation.unknown_field',
    });
  });
});

describe('the HTTP surface', () => {
  it('reports the database in /api/health', async () => {
    const res = await client(server.base).get('/api/health');
    expect([res.status, res.json]).toEqual([200, { status: 'ok', database: 'up' }]);
  });

  it('answers an unknown API path and a wrong method with a JSON code', async () => {
    expect((await client(server.base).get('/api/nothing-here')).json.code).toBe('not_found');
    expect((await client(server.base).call('DELETE', '/api/auth/login')).json.code).toBe('not_found');
  });

  it('refuses a state change sent from another site', async () => {
    const res = await client(server.base).post(
      '/api/auth/password-reset/request',
      { email: 'a@b.rw' },
      { origin: 'https://evil.example' },
    );
    expect([res.status, res.json.code]).toEqual([403, 'forbidden']);
  });

  it('sends security headers and a request id, and a JSON answer only those that matter to it', async () => {
    const res = await client(server.base).get('/api/health');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the outbox page while mail goes to the outbox', async () => {
    const res = await client(server.base).get('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Outbox</h1>');
  });
});

describe('with SMTP and an SMS gateway configured', () => {
  it('has no outbox page, which it keeps while either still goes to the outbox', async () => {
    const both = await startTestServer({
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', PINDO_TOKEN: 'token' },
    });
    const smtpOnly = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await client(both.base).get('/dev/outbox')).status).toBe(404);
      expect((await client(smtpOnly.base).get('/dev/outbox')).status).toBe(200);
    } finally {
      await both.close();
      await smtpOnly.close();
    }
  });
});
