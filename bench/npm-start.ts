// `npm start` as a newcomer runs it, on an embedded database: the first start (which may build and
// makes the database), then three more, each timed from the command to the first healthy answer, with
// the memory of every process it leaves running but PostgreSQL's. Part of bench/server.ts.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/cli/free-port.ts';
import { type Headers, median, progress, rssMiB, sleep, statusOf, table } from './support.ts';

/** The resident memory of each process in a process group but PostgreSQL's: `command MiB`. */
function groupMemory(pgid: number) {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      if (!/postgres/.test(command)) found.push(`${command.slice(0, 40)}: ${rssMiB(Number(pid)).toFixed(0)} MiB`);
    } catch {
      // gone meanwhile
    }
  }
  return found.join(', ');
}

/** `npm start` in `root` until /api/health answers: how long it took, and what it keeps in memory. */
async function npmStart(root: string, env: Headers) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  while ((await statusOf(`${base}/api/health`).catch(() => 0)) !== 200) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (performance.now() - started > 180_000) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error('npm start did not answer /api/health in 3 minutes');
    }
    await sleep(20);
  }
  const ms = performance.now() - started;
  await sleep(500); // settled
  const memory = groupMemory(child.pid!);
  process.kill(-child.pid!, 'SIGTERM');
  for (let alive = true; alive; await sleep(50)) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      alive = false;
    }
  }
  return { ms, memory };
}

export async function measureStarts(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'provisoire-bench-start-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user and must reach it
  const env = {
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  try {
    progress('npm start, first');
    const first = await npmStart(root, env);
    const again = [];
    for (let i = 1; i <= 3; i += 1) {
      progress(`npm start, again (${i} of 3)`);
      again.push(await npmStart(root, env));
    }
    console.log('\n### `npm start` to the first healthy answer (embedded PostgreSQL)\n');
    console.log(
      table(
        ['start', 'ms', 'processes left running, resident memory (PostgreSQL aside)'],
        [
          ['first (builds if needed, makes the database)', first.ms.toFixed(0), first.memory],
          ['again, median of 3', median(again.map((a) => a.ms)).toFixed(0), again[0]!.memory],
        ],
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
