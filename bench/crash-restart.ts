// How long the app takes to come back after a supervisor's kill -9 of its whole process group (the
// embedded PostgreSQL with it, left a zombie until reaped): ten rounds on one data directory, each timed
// from the kill to the first healthy answer. What apps/server/test/crash-group-restart.test.ts checks
// for correctness, timed here. Run: npx tsx bench/crash-restart.ts. Results: docs/performance.md.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/cli/free-port.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { stopOrphan } from '../apps/server/src/db/embedded-postgres.ts';
import { exited, makeDataDir, spawnServer } from '../apps/server/test/spawn-server.ts';
import { median, progress, table } from './support.ts';

const ROUNDS = 10;
const dataDir = makeDataDir('bench-crash');
const [port, pgPort] = [await freePort(), await freePort()];
const env = { EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, CONTENT_DIST: loadConfig({}).contentDist };
const start = () => spawnServer(port, env, 'ignore', { detached: true });
const killGroup = async (child: ChildProcess) => {
  const done = exited(child);
  process.kill(-child.pid!, 'SIGKILL');
  await done;
};

let server = await start();
const times: number[] = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    progress(`round ${round}`);
    await killGroup(server);
    const killed = performance.now();
    server = await start();
    times.push(performance.now() - killed);
  }
} finally {
  await killGroup(server);
  await stopOrphan(join(dataDir, 'postgres'));
  rmSync(dataDir, { recursive: true, force: true });
}
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  table(
    ['rounds', 'median', 'slowest', 'all'],
    [[ROUNDS, s(median(times)), s(Math.max(...times)), s(times.reduce((a, b) => a + b, 0))]],
  ),
);
