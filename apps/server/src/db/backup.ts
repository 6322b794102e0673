import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import { checkedInMigrations, migrateDatabase } from './connect.ts';

// A backup is the database's rows as PostgreSQL itself writes them (row_to_json), all tables read in one
// snapshot (REPEATABLE READ), so it is consistent while the app keeps serving; a restore builds the
// schema with the checked-in migrations, then PostgreSQL reads the rows back (json_populate_recordset).
// Same file for the embedded PostgreSQL and an external one, whatever their versions.
// The file: gzip of lines, each a kind and a JSON value: H (header), T (a table's start), R (a row), S (sequences).

const FORMAT = 'provisoire-backup';
// Any constant: two restores into one database take turns, and the second finds it no longer empty.
const RESTORE_LOCK = 7_214_004;
const BATCH = 500;

export class BackupError extends Error {}

interface Header {
  format: typeof FORMAT;
  version: 1;
  takenAt: string;
  /** The migrations the database had: a restore needs the same code. */
  migrations: number[];
}

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(client: pg.ClientBase) {
  const { rows: tables } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of links) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

async function appliedMigrations(client: pg.ClientBase) {
  const { rows } = await client.query<{ when: string }>(
    'SELECT created_at AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  return rows.map((r) => Number(r.when));
}

/**
 * What a backup leaves out: a message's words that may hold a live link or code. A mail or SMS not yet
 * sent is kept as given up, without its words (a learner asks again); the outbox, which keeps messages
 * when no mail or SMS provider is set, keeps who and when, not what.
 */
const LEFT_OUT: Record<string, string> = {
  deliveries: `CASE WHEN t.status = 'pending'
    THEN to_jsonb(t) || '{"text": null, "html": null, "status": "failed", "last_error": "left out of a backup"}'
    ELSE to_jsonb(t) END`,
  outbox_messages: `to_jsonb(t) || '{"text": "", "html": null}'`,
};

/** A table's rows as JSON, as PostgreSQL writes them, less what a backup leaves out. */
const rowsOf = (table: string) => `SELECT (${LEFT_OUT[table] ?? 'row_to_json(t)'})::text AS j FROM ${quoted(table)} t`;

/** Writes the whole database to `out` (gzipped), from one snapshot; the app may keep writing meanwhile. */
export async function writeBackup(url: string, out: Writable, now = new Date()) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  const line = (kind: string, json: string) =>
    gzip.write(`${kind}\t${json}\n`) ? Promise.resolve() : new Promise((r) => gzip.once('drain', r));
  let rows = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const header: Header = {
      format: FORMAT,
      version: 1,
      takenAt: now.toISOString(),
      migrations: await appliedMigrations(client),
    };
    await line('H', JSON.stringify(header));
    const tables = await tablesInOrder(client);
    for (const table of tables) {
      await line('T', JSON.stringify(table));
      const stream = client.query(new QueryStream(rowsOf(table), [], { batchSize: BATCH }));
      for await (const row of stream as AsyncIterable<{ j: string }>) {
        await line('R', row.j);
        rows += 1;
      }
    }
    const { rows: sequences } = await client.query(
      "SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'",
    );
    await line('S', JSON.stringify(sequences));
    await client.query('COMMIT');
    gzip.end();
    await done;
    return { tables: tables.length, rows };
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** The tables of `url`'s database that hold rows: a restore goes only into an empty one. */
async function rowsPresent(client: pg.ClientBase) {
  const full: string[] = [];
  for (const table of await tablesInOrder(client)) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${quoted(table)} LIMIT 1`);
    if (rowCount) full.push(table);
  }
  return full;
}

/**
 * Restores a backup into an empty database: the schema by the migrations, as far as the backup's own
 * (this version's, or an older one's), then every row, in one transaction: all of it or nothing; then the
 * code's later migrations.
 */
export async function restoreBackup(url: string, input: Readable) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [RESTORE_LOCK]); // released when the session ends
    const full = await rowsPresent(client);
    if (full.length > 0)
      throw new BackupError(
        `The database is not empty (${full.slice(0, 5).join(', ')} hold rows): restore into a new one.`,
      );
    const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
    let table: string | null = null;
    let batch: string[] = [];
    let rows = 0;
    // each table's rows as the file holds them, for a check to count again in the database
    const tables = new Map<string, number>();
    let header: Header | null = null;
    let taken: number[] = [];
    let ended = false;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      await client.query(
        `INSERT INTO ${quoted(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      rows += batch.length;
      batch = [];
    };
    for await (const text of lines) {
      const tab = text.indexOf('\t');
      const kind = text.slice(0, tab);
      const json = text.slice(tab + 1);
      if (!header) {
        header = kind === 'H' ? (JSON.parse(json) as Header) : null;
        if (header?.format !== FORMAT) throw new BackupError('This file is not a Provisoire backup.');
        // A backup of this version, or of an older one (its migrations the first of the code's): the rows
        // go onto the schema they were taken from, which is then brought forward.
        const code = checkedInMigrations();
        taken = header.migrations;
        if (taken.length > code.length || taken.some((when, i) => when !== code[i]))
          throw new BackupError(
            `This backup was taken by a version with ${taken.length} migrations, not an older one of this code's ${code.length}. Restore it with that version or a later one.`,
          );
        await migrateDatabase(url, taken.length);
        await client.query('BEGIN');
      } else if (kind === 'T') {
        await flush();
        table = JSON.parse(json) as string;
        tables.set(table, 0);
      } else if (kind === 'R') {
        tables.set(table!, (tables.get(table!) ?? 0) + 1);
        batch.push(json);
        if (batch.length >= BATCH) await flush();
      } else if (kind === 'S') {
        ended = true;
        await flush();
        for (const { name, last_value } of JSON.parse(json) as { name: string; last_value: string | null }[])
          if (last_value !== null) await client.query('SELECT setval($1, $2)', [quoted(name), last_value]);
      }
    }
    if (!header) throw new BackupError('The backup file is empty.');
    // The sequences come last: a file without them was cut short, and nothing of it is kept.
    if (!ended) throw new BackupError('The backup file is cut short: it was not restored.');
    await client.query('COMMIT');
    if (taken.length < checkedInMigrations().length) await migrateDatabase(url);
    return { rows, tables, takenAt: header.takenAt };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    // zlib's own words ("incorrect header check") say nothing to the operator.
    if ((error as { code?: string }).code?.startsWith('Z_'))
      throw new BackupError('This file is not a Provisoire backup.');
    throw error;
  } finally {
    await client.end();
  }
}
