import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSignUp } from './factories.ts';
import { freePort } from './free-port.ts';
import { client } from './http-client.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'provisoire-crash-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real `npm start` entry point, on the embedded database, as a separate process. */
async function startServer(port: number, pgPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not come up');
}

const exited = (child: ChildProcess) => new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

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
});
