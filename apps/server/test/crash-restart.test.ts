import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/cli/free-port.ts';
import { runningPostmaster } from '../src/db/embedded-postgres.ts';
import { buildSignUp } from './factories.ts';
import { client } from './http-client.ts';
import { exited, MAIN, makeDataDir, spawnServer } from './spawn-server.ts';

const dataDir = makeDataDir('crash');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number, pgPort: number, stdio: 'ignore' | 'pipe' = 'ignore') {
  const env = { EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, CONTENT_DIST: inject('contentDist') };
  const child = await spawnServer(port, env, stdio);
  children.push(child);
  return child;
}

describe('starting with a bad configuration', () => {
  it('names the bad variable and exits non-zero', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exited(child)).toBe(1);
    expect(stderr).toMatch(/Invalid configuration:\n\s+PORT:/);
  });
});

describe('the embedded database across crashes', () => {
  it('comes back after kill -9 with the accounts made before, and stops cleanly on SIGTERM', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await startServer(port, pgPort);
    const input = buildSignUp();
    expect((await client(`http://127.0.0.1:${port}`).post('/api/auth/sign-up', input)).status).toBe(201);

    first.kill('SIGKILL');
    await exited(first);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true); // the orphan still runs

    const second = await startServer(port, pgPort);
    const login = await client(`http://127.0.0.1:${port}`).post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(login.status).toBe(200);

    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('exits, saying why, when its PostgreSQL dies under it: systemd then starts both again', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const server = await startServer(port, pgPort, 'pipe');
    let logged = '';
    server.stdout?.on('data', (chunk) => {
      logged += chunk;
    });
    const postmaster = runningPostmaster(join(dataDir, 'postgres'));
    expect(postmaster).not.toBeNull();
    process.kill(postmaster!, 'SIGKILL');
    expect(await exited(server)).toBe(1);
    expect(logged).toContain('the embedded PostgreSQL stopped under the app');
  }, 120_000);
});
