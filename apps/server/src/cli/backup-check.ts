import { chmodSync, createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { quoted, restoreBackup } from '../db/backup.ts';
import { checkedInMigrations, migrationsPending } from '../db/connect.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

/** A table whose rows in the restored database are not the file's. */
export interface CountMismatch {
  table: string;
  inFile: number;
  restored: number;
}

/**
 * The monthly restore drill: restores `file` into a scratch PostgreSQL of its own (a new folder, a free
 * port), counts every table's rows again against the file's, checks every migration is applied, then
 * deletes the scratch database. It starts no app: no mail or SMS goes out, no payment provider is asked,
 * and the live database is never touched, whether it is embedded or external.
 */
export async function checkBackup(file: string, port: number) {
  const scratchDir = mkdtempSync(join(tmpdir(), 'provisoire-backup-check-'));
  chmodSync(scratchDir, 0o755); // as root, PostgreSQL runs as its own user and must reach it
  const dataDir = join(scratchDir, 'postgres'); // its credentials are kept beside it
  const scratch = await startEmbeddedPostgres({ dataDir, port, database: 'provisoire', log: () => {} });
  try {
    const { rows, tables, takenAt } = await restoreBackup(scratch.url, createReadStream(file));
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    try {
      const mismatches: CountMismatch[] = [];
      for (const [table, inFile] of tables) {
        const { rows: counted } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoted(table)}`);
        const restored = Number(counted[0]!.n);
        if (restored !== inFile) mismatches.push({ table, inFile, restored });
      }
      const pending = await migrationsPending(pool, checkedInMigrations());
      return { takenAt, rows, tables: tables.size, mismatches, migrationsPending: pending };
    } finally {
      await pool.end();
    }
  } finally {
    await scratch.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}
