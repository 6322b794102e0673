import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS } from '../paths.ts';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof createDatabase>['db'];
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository runs its queries on: the pool, or one transaction. */
export type Queryable = Database | Transaction;

// Any constant: instances starting together take turns at migrating.
const MIGRATION_LOCK = 7_214_003;

export function createDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}

interface Journal {
  entries: { when: number; tag: string }[];
}

/** A folder with the first `count` checked-in migrations only: a schema as an older version left it. */
function migrationsUpTo(count: number) {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS}/meta/_journal.json`, 'utf8')) as Journal;
  const folder = mkdtempSync(join(tmpdir(), 'provisoire-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(join(MIGRATIONS, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

/**
 * Applies the checked-in SQL migrations, once, even with several instances starting at once; with
 * `count`, only the first `count` of them (a backup of an older version is restored onto its own schema,
 * then brought forward).
 */
export async function migrateDatabase(url: string, count?: number) {
  const folder = count === undefined ? MIGRATIONS : migrationsUpTo(count);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.end();
    if (folder !== MIGRATIONS) rmSync(folder, { recursive: true, force: true });
  }
}

/** The `when` of each checked-in migration, as drizzle records it (`created_at`) once applied. */
export function checkedInMigrations(): number[] {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries.map((entry) => entry.when);
}

/** How many checked-in migrations this database has not applied; null when it does not answer. */
export async function migrationsPending(pool: pg.Pool, checkedIn: number[]) {
  try {
    const { rows } = await pool.query<{ created_at: string }>('SELECT created_at FROM drizzle.__drizzle_migrations');
    const applied = new Set(rows.map((row) => Number(row.created_at)));
    return checkedIn.filter((when) => !applied.has(when)).length;
  } catch (error) {
    // No migrations table (or schema) yet: the database answers, and none is applied.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return checkedIn.length;
    return null;
  }
}

export async function databaseAnswers(pool: pg.Pool) {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
