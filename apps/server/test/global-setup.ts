import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { buildContent } from '../src/content/build-content.ts';
import { migrateDatabase } from '../src/db/connect.ts';
import { startEmbeddedPostgres, stopOrphan } from '../src/db/embedded-postgres.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE = 'provisoire_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    /** The real `content/`, compiled for this run. */
    contentDist: string;
  }
}

/**
 * One PostgreSQL for the run: the machine's when DATABASE_URL is given, else an embedded one.
 * A migrated template database lets each test file create its own database in milliseconds.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fileURLToPath(new URL('../../../.tmp/test-postgres', import.meta.url));
    await stopOrphan(dataDir); // left by an interrupted run
    rmSync(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      database: 'postgres',
    });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  await migrateDatabase(withDatabase(adminUrl, TEMPLATE));
  project.provide('adminUrl', adminUrl);
  const contentDist = fileURLToPath(new URL('../../../.tmp/test-content', import.meta.url));
  buildContent(loadConfig({}).contentSource, contentDist);
  project.provide('contentDist', contentDist);
  return stop;
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
