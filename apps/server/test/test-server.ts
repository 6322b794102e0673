import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/connect.ts';
import { TEMPLATE, withDatabase } from './global-setup.ts';

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Starting time of the server's clock; tests move it with `server.advance(ms)`. */
  now?: Date;
}

/** A real server on a real port, on a fresh database made from the migrated template. */
export async function startTestServer({ env = {}, now }: TestServerOptions = {}) {
  const adminUrl = inject('adminUrl');
  const database = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
  await admin.end();

  const url = withDatabase(adminUrl, database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const { db, pool } = createDatabase(url);
  let offset = 0;
  const clock = () => new Date((now?.getTime() ?? Date.now()) + offset);
  const app = await buildApp({ config, db, pool, clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    base,
    db,
    pool,
    advance: (ms: number) => {
      offset += ms;
    },
    async close() {
      await app.close();
      await pool.end();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
