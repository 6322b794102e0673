import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../src/cli/free-port.ts';
import { loadConfig } from '../src/config.ts';
import { buildContent } from '../src/content/build-content.ts';
import { migrateDatabase } from '../src/db/connect.ts';
import { startEmbeddedPostgres, stopOrphan } from '../src/db/embedded-postgres.ts';

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
  // One folder per run, so that two runs at once (two terminals, two developers) leave each other be.
  const runs = fileURLToPath(new URL('../../../.tmp/test-runs', import.meta.url));
  await clearEndedRuns(runs);
  const runDir = join(runs, String(process.pid));
  let stop = async () => {};
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = join(runDir, 'postgres');
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      database: 'postgres',
    });
    adminUrl = embedded.superUrl;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  await migrateDatabase(withDatabase(adminUrl, TEMPLATE));
  project.provide('adminUrl', adminUrl);
  const contentDist = join(runDir, 'content');
  buildContent(loadConfig({}).contentSource, contentDist);
  project.provide('contentDist', contentDist);
  return async () => {
    await stop();
    rmSync(runDir, { recursive: true, force: true });
  };
}

/** The folders of runs whose process is gone (interrupted): their PostgreSQL stopped, the folder removed. */
async function clearEndedRuns(runs: string) {
  if (!existsSync(runs)) return;
  for (const entry of readdirSync(runs)) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) continue;
    const dir = join(runs, entry);
    await stopOrphan(join(dir, 'postgres'));
    rmSync(dir, { recursive: true, force: true });
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
