import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/cli/free-port.ts';
import { stopOrphan } from '../src/db/embedded-postgres.ts';
import { buildSignUp } from './factories.ts';
import { client } from './http-client.ts';
import { exited, makeDataDir, spawnServer } from './spawn-server.ts';

// Correctness, not speed: how long a restart takes is bench/crash-restart.ts's (docs/performance.md).
const ROUNDS = 4;
const dataDir = makeDataDir('crash-group');
let running: ChildProcess | undefined;
afterAll(async () => {
  if (running) await killWholeGroup(running);
  await stopOrphan(join(dataDir, 'postgres')); // also one left by a start that failed after PostgreSQL was up
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number, pgPort: number) {
  const child = await spawnServer(
    port,
    { EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, CONTENT_DIST: inject('contentDist') },
    'ignore',
    { detached: true },
  );
  running = child;
  return child;
}

/** As a supervisor killing the app does: the postmaster dies too and stays a zombie until init reaps it (1-2 s). */
async function killWholeGroup(child: ChildProcess) {
  running = undefined;
  const done = exited(child);
  process.kill(-child.pid!, 'SIGKILL');
  await done;
}

describe('the embedded database across kill -9 of the whole process group', () => {
  it(`starts every time with the accounts made before (${ROUNDS} rounds)`, async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    let server = await start(port, pgPort);
    const input = buildSignUp();
    expect((await client(`http://127.0.0.1:${port}`).post('/api/auth/sign-up', input)).status).toBe(201);

    for (let round = 1; round <= ROUNDS; round++) {
      await killWholeGroup(server);
      server = await start(port, pgPort);
      const login = await client(`http://127.0.0.1:${port}`).post('/api/auth/login', {
        email: input.email,
        password: input.password,
      });
      expect(login.status, `round ${round}`).toBe(200);
    }
  }, 400_000); // about 6 s a round here: far above, as a loaded machine may need
});
