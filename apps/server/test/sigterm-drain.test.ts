import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/cli/free-port.ts';
import { buildSignUp } from './factories.ts';
import { TEMPLATE, withDatabase } from './global-setup.ts';
import { exited, spawnServer } from './spawn-server.ts';

// A rolling restart with no pause (docs/deployment.md): the instance stopping serves every request
// that reached it and refuses new connections, which nginx then sends to the other instance.
const database = `t_${randomBytes(6).toString('hex')}`;
let server: ChildProcess | undefined;
afterAll(async () => {
  server?.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

/** A request's status, or the socket error that ended it (ECONNREFUSED: it never reached the app). */
function send(port: number, agent: Agent | false, method: 'GET' | 'POST', path: string) {
  return new Promise<string>((resolve) => {
    const body = method === 'POST' ? JSON.stringify(buildSignUp()) : '';
    const origin = `http://127.0.0.1:${port}`;
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin };
    request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      res.resume().on('end', () => resolve(String(res.statusCode)));
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      .end(body);
  });
}
const signUp = (port: number, agent: Agent | false) => send(port, agent, 'POST', '/api/auth/sign-up');
/** Connections opened before the signal, each left idle after a first answer, as browsers keep them. */
async function openConnections(port: number, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  const answers = await Promise.all(Array.from({ length: count }, () => send(port, agent, 'GET', '/api/health/live')));
  expect(answers).toEqual(Array(count).fill('200'));
  return agent;
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM', () => {
  it('serves what reached it, refuses new connections, and exits 0 once idle connections are closed', async () => {
    const admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
    await admin.end();
    const port = await freePort();
    server = await spawnServer(port, {
      DATABASE_URL: withDatabase(inject('adminUrl'), database),
      CONTENT_DIST: inject('contentDist'),
    });
    const exit = exited(server);
    const busy = await openConnections(port, 3);
    const [late, probe, idle] = [
      await openConnections(port, 1),
      await openConnections(port, 1),
      await openConnections(port, 1),
    ];

    // Sign-ups hash a password each: they are still being served when the signal comes.
    const held = Array.from({ length: 3 }, () => signUp(port, busy));
    await pause(20);
    server.kill('SIGTERM');
    // the listener closes: a new connection is refused, and nginx would send it to the other instance
    let refused = '';
    for (let i = 0; i < 100 && refused !== 'ECONNREFUSED'; i++) {
      refused = await send(port, false, 'GET', '/api/health/live');
      await pause(50);
    }
    expect(refused).toBe('ECONNREFUSED');
    // a request on a connection accepted before the signal is still served; readiness says stopping
    expect(await signUp(port, late)).toBe('201');
    expect(await send(port, probe, 'GET', '/api/health/ready')).toBe('503');
    expect(await Promise.all(held)).toEqual(['201', '201', '201']);
    // the connection left idle does not keep the process: it is closed, and the process ends well
    expect(await exit).toBe(0);
    for (const agent of [busy, late, probe, idle]) agent.destroy();
  }, 120_000);
});
