import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRwandanMobile } from '@provisoire/domain';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/connect.ts';
import { startEmbeddedPostgres, urlFor } from '../db/embedded-postgres.ts';

const USAGE = `npm run admin -- grant <e-mail or phone>
npm run admin -- revoke <e-mail or phone>
npm run admin -- list`;

/** The database the app uses: its running embedded server, or one started for this command. */
async function openDatabase() {
  const config = loadConfig();
  if (config.database.kind === 'external') return { url: config.database.url, stop: async () => {} };
  const { dataDir, port } = config.database;
  // The app is running: use its server (starting another would stop it as an orphan).
  if (
    existsSync(join(dataDir, 'postmaster.pid')) &&
    isLive(Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]))
  )
    return { url: urlFor(port, 'provisoire'), stop: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir, port, database: 'provisoire', log: () => {} });
  return { url: embedded.url, stop: () => embedded.stop() };
}

function isLive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Grants or revokes the admin role by e-mail or phone number, written to the audit log with the change. */
async function main([command, who]: string[]) {
  if (command === 'list') return run((db) => listAdmins(db));
  if ((command !== 'grant' && command !== 'revoke') || !who) throw new ConfigError(USAGE);
  const phone = parseRwandanMobile(who)?.e164 ?? null;
  const email = phone ? null : who.trim().toLowerCase();
  const role = command === 'grant' ? 'admin' : 'learner';
  return run(async (db) => {
    await db.query('BEGIN');
    const { rows } = await db.query<{ id: string; display_name: string }>(
      `UPDATE users SET role = $3, updated_at = now() WHERE ($1::text IS NOT NULL AND email = $1) OR ($2::text IS NOT NULL AND phone = $2)
       RETURNING id, display_name`,
      [email, phone, role],
    );
    const user = rows[0];
    if (!user) {
      await db.query('ROLLBACK');
      throw new ConfigError(`No account has ${who}. It must sign up first.`);
    }
    await db.query(`INSERT INTO audit_log (action, subject, details) VALUES ($1, $2, $3)`, [
      command === 'grant' ? 'admin.role_granted' : 'admin.role_revoked',
      user.id,
      { by: 'command line', who },
    ]);
    await db.query('COMMIT');
    console.log(`${user.display_name || who} (${user.id}) is now ${role === 'admin' ? 'an admin' : 'a learner'}.`);
  });
}

async function listAdmins(db: pg.Client) {
  const { rows } = await db.query(
    `SELECT id, display_name, email, phone FROM users WHERE role = 'admin' ORDER BY created_at`,
  );
  for (const r of rows) console.log([r.id, r.display_name, r.email ?? '', r.phone ?? ''].join('\t'));
  if (rows.length === 0) console.log('No admin yet.');
}

async function run(work: (db: pg.Client) => Promise<void>) {
  const database = await openDatabase();
  await migrateDatabase(database.url); // a data folder the app has not opened yet
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    await work(db);
  } finally {
    await db.end();
    await database.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
