import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, restoreBackup, writeBackup } from '../db/backup.ts';
import { runningPostmaster } from '../db/embedded-postgres.ts';
import { checkBackup } from './backup-check.ts';
import { freePort } from './free-port.ts';
import { openDatabase } from './open-database.ts';

const USAGE = `npm run backup                 a consistent copy of the database while the app runs, into BACKUP_DIR
npm run restore -- <file>      into an empty database (a new DATA_DIR, or an empty DATABASE_URL)
npm run backup-check -- <file> the restore drill: into a scratch database, counted, then deleted`;

const NAME = /^provisoire-.+\.backup\.gz$/;
const fileName = (now: Date) => `provisoire-${now.toISOString().replace(/[:.]/g, '-')}.backup.gz`;

/** Takes a backup into `dir` under a name with its date; keeps the newest `keep` and deletes older ones. */
async function backup(url: string, dir: string, keep: number) {
  // the backups hold every account: readable by the app's user alone, whatever the umask
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const now = new Date();
  const file = join(dir, fileName(now));
  // Written under a temporary name: a backup cut short is never taken for a whole one.
  const partial = `${file}.partial`;
  try {
    const { tables, rows } = await writeBackup(url, createWriteStream(partial, { mode: 0o600 }), now);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    console.log(`Backed up ${rows} rows of ${tables} tables into ${file}`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const kept = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  for (const old of kept.slice(keep)) {
    rmSync(join(dir, old));
    console.log(`Deleted the older backup ${old} (BACKUP_KEEP=${keep})`);
  }
}

/** Prints what the drill found; exits 1 when a table's rows or a migration are missing. */
async function drill(file: string) {
  const found = await checkBackup(file, await freePort());
  console.log(
    `Backup of ${found.takenAt}: ${found.rows} rows of ${found.tables} tables restored into a scratch database.`,
  );
  for (const m of found.mismatches) console.log(`  ${m.table}: ${m.inFile} rows in the file, ${m.restored} restored`);
  if (found.migrationsPending !== 0) console.log(`  ${found.migrationsPending ?? 'unknown'} migrations not applied`);
  const whole = found.mismatches.length === 0 && found.migrationsPending === 0;
  console.log(
    whole
      ? "Every row is there and the schema is this version's: the backup restores."
      : 'The backup does NOT restore whole.',
  );
  if (!whole) process.exitCode = 1;
}

async function main([command, file]: string[]) {
  const config = loadConfig(process.env);
  if (command === 'backup') {
    const database = await openDatabase(config);
    try {
      await backup(database.url, resolve(config.backup.dir), config.backup.keep);
    } finally {
      await database.stop();
    }
    return;
  }
  if ((command !== 'restore' && command !== 'check') || !file) throw new ConfigError(USAGE);
  if (!existsSync(file)) throw new ConfigError(`No file ${file}.`);
  if (command === 'check') return drill(file);
  // A running app's database is live: restoring under it would mix two pasts.
  if (config.database.kind === 'embedded' && runningPostmaster(config.database.dataDir) !== null)
    throw new ConfigError(
      `PostgreSQL is running on ${config.database.dataDir}: stop the app, or restore into a new DATA_DIR.`,
    );
  const database = await openDatabase(config);
  try {
    const { rows, takenAt } = await restoreBackup(database.url, createReadStream(file));
    console.log(`Restored ${rows} rows from the backup of ${takenAt}.`);
  } finally {
    await database.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  // Ours say what to do; another (the database out of reach) says what failed, without its stack.
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? error.message : `${process.argv[2]} failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
