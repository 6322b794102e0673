import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { freePort } from '../src/cli/free-port.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/connect.ts';
import type { SimulatorSettings } from '../src/providers/payments/simulator/simulator-settings.ts';
import { TEMPLATE, withDatabase } from './global-setup.ts';

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Starting time of the server's clock; tests move it with `server.advance(ms)`. */
  now?: Date;
  simulator?: Partial<SimulatorSettings>;
  /** Another instance on the same database (for multi-instance tests). */
  database?: string;
  /** Receives every log line, at level info (otherwise the server logs nothing). */
  logStream?: { write(line: string): void };
  /** The port, when something made before the server must know it (a stand-in provider's return address). */
  port?: number;
}

/** A real server on a real port, on a fresh database made from the migrated template. */
export async function startTestServer({
  env = {},
  now,
  simulator,
  database: shared,
  logStream,
  port: chosenPort,
}: TestServerOptions = {}) {
  const adminUrl = inject('adminUrl');
  const database = shared ?? `t_${randomBytes(6).toString('hex')}`;
  if (!shared) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
    await admin.end();
  }

  const url = withDatabase(adminUrl, database);
  // The port is chosen first: the in-app payment simulators call the app back on it.
  const port = chosenPort ?? (await freePort());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logStream ? 'info' : 'silent',
    DATABASE_URL: url,
    WEB_DIST: '/nonexistent',
    CONTENT_DIST: inject('contentDist'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PAYMENTS_RECONCILE_MS: '200',
    ...env,
  });
  const { db, pool } = createDatabase(url);
  let offset = 0;
  const clock = () => new Date((now?.getTime() ?? Date.now()) + offset);
  const { app, services } = await buildApp({
    config,
    db,
    pool,
    databaseUrl: url,
    clock,
    simulator,
    logStream,
  });
  await app.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}`;
  let stopped = false;

  return {
    base,
    db,
    pool,
    database,
    /** For a command run beside the server (npm run admin). */
    url,
    subscriptions: services.subscriptions,
    payments: services.payments,
    messages: services.messages,
    deliveries: services.deliveries,
    /** For the factories that write accounts straight into the database (`factories.ts`). */
    accounts: { repos: services.authRepos, sessions: services.sessions, cookieName: services.cookie.name },
    /** A request without a socket, from any address (`remoteAddress`): a caller from another computer. */
    inject: app.inject.bind(app),
    advance: (ms: number) => {
      offset += ms;
    },
    /** Stops this instance and leaves its database, as a crash or a deploy would. */
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
      await pool.end();
    },
    async close() {
      await this.stop();
      if (shared) return; // the first instance drops it
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
