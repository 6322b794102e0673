import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn } from './factories.ts';
import { client } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'provisoire-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Provisoire</title><!--site-settings-->');
  server = await startTestServer({
    env: { WEB_DIST: webDist },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => server.close());

/** Sends raw bytes and reads until the server closes the connection. */
function raw(bytes: string) {
  const { port } = new URL(server.base);
  return new Promise<string>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('close', () => resolve(text));
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(bytes);
  });
}

describe('a double-tapped exam start (N7)', () => {
  it('answers each of 30 parallel starts of a new learner with the one exam just opened', async () => {
    for (let round = 0; round < 5; round++) {
      const { api } = await learnerIn(server);
      const answers = await Promise.all(Array.from({ length: 30 }, () => api.post('/api/exams', {})));
      const refused = answers.filter((a) => a.status !== 200 && a.status !== 201);
      expect(
        refused.map((a) => `${a.status} ${a.json?.code}`),
        `round ${round}`,
      ).toEqual([]);
      expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    }
  });
});

describe('answers (N9, N10)', () => {
  it('answers an Expect it cannot meet with 417 and the app body', async () => {
    const text = await raw(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 999-x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(text).toMatch(/^HTTP\/1\.1 417/);
    expect(text).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'expectation_failed',
      message: expect.any(String),
    });
  });

  it('answers a file that does not exist with 404, not the page shell', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico', '/robots.txt', '/lessons/apple-touch-icon.png']) {
      const res = await client(server.base).get(path);
      expect([res.status, res.json?.code], path).toEqual([404, 'not_found']);
    }
    const shell = await client(server.base).get('/index.html');
    expect([shell.status, shell.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const page = await client(server.base).get('/dashboard/konte'); // pages still are pages (via the sign-in)
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
  });

  it('keeps join codes and payment references out of the request log', async () => {
    const reference = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const joinCode = 'W83J7WPY';
    await client(server.base).get(`/api/schools/code/${joinCode}`);
    await client(server.base).post(`/api/payments/callback/mtn/${reference}`, { status: 'SUCCESSFUL' });
    await new Promise((r) => setTimeout(r, 100));
    const log = logLines.join('');
    expect(log).toContain('/api/schools/code/…');
    expect(log).toContain('/api/payments/callback/mtn/…');
    for (const secret of [joinCode, reference]) expect(log).not.toContain(secret);
  });
});

describe('developer tools off the loopback (N2)', () => {
  it('are off when the server listens on every interface, whatever PUBLIC_URL says', async () => {
    const open = await startTestServer({ env: { HOST: '0.0.0.0' } });
    try {
      for (const path of ['/dev/outbox', '/dev/phone', '/dev/signs'])
        expect((await client(open.base).get(path)).status, path).toBe(404);
      const sim = await client(open.base).post('/sim/airtel/auth/oauth2/token', {});
      expect(sim.status).toBe(404);
    } finally {
      await open.close();
    }
  });
});
