import { execFile } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupError, restoreBackup, writeBackup } from '../src/db/backup.ts';
import { checkedInMigrations, migrateDatabase } from '../src/db/connect.ts';
import { signedUpLearner } from './factories.ts';
import { withDatabase } from './global-setup.ts';
import { client } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = 'apps/server/test/fixtures/backup-90143dd.backup.gz';
const dir = mkdtempSync(join(tmpdir(), 'backups-'));
let server: TestServer;
const emptyDatabases: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  for (const name of emptyDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

/** A new database with nothing in it, as a new data directory or a new managed database would be. */
async function emptyDatabase() {
  const name = `r_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  emptyDatabases.push(name);
  return { name, url: withDatabase(inject('adminUrl'), name) };
}

/** Every row of every table of the app, as PostgreSQL writes it. */
async function everyRow(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: tables } = await db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    );
    const all = new Map<string, Set<string>>();
    for (const { name } of tables) {
      const { rows } = await db.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM "${name}" t`);
      all.set(name, new Set(rows.map((r) => r.j)));
    }
    return all;
  } finally {
    await db.end();
  }
}

describe('npm run backup and npm run restore', () => {
  it('copy every row while the app serves, into a database the app starts on', async () => {
    const learners = await Promise.all([0, 1, 2].map(() => signedUpLearner(server.base)));
    for (const { api } of learners) expect((await api.post('/api/subscription/trial')).status).toBe(201);
    const before = await everyRow(server.url);

    // Sign-ups keep coming while the backup is taken.
    const file = join(dir, 'during-requests.backup.gz');
    const [result] = await Promise.all([
      writeBackup(server.url, createWriteStream(file)),
      ...Array.from({ length: 8 }, () => signedUpLearner(server.base)),
    ]);
    expect(result.rows).toBeGreaterThan(0);

    const target = await emptyDatabase();
    const restored = await restoreBackup(target.url, createReadStream(file));
    expect(restored.rows).toBe(result.rows);
    const after = await everyRow(target.url);
    const now = await everyRow(server.url);
    // A message's words are left out (below): those rows are compared by their ids.
    const ids = (rows: Set<string> = new Set()) => new Set([...rows].map((row) => JSON.parse(row).id as string));
    for (const [table, rows] of before) {
      const [was, came, is] = ['deliveries', 'outbox_messages'].includes(table)
        ? [ids(rows), ids(after.get(table)), ids(now.get(table))]
        : [rows, after.get(table) ?? new Set(), now.get(table) ?? new Set()];
      // Every row written before the backup is there, and nothing that never existed.
      for (const row of was) expect(came.has(row), `${table}: ${row}`).toBe(true);
      for (const row of came) expect(is.has(row), `${table}: ${row}`).toBe(true);
    }

    // The app starts on it: a learner of before signs in and studies.
    const again = await startTestServer({ database: target.name });
    try {
      const api = client(again.base);
      const { email, password } = learners[0]!.input as { email: string; password: string };
      expect((await api.post('/api/auth/login', { email, password })).status).toBe(200);
      expect((await api.get('/api/lessons/4')).status).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('refuses a database that holds rows, a file cut short and a file from another version, changing nothing', async () => {
    const file = join(dir, 'whole.backup.gz');
    await writeBackup(server.url, createWriteStream(file));
    await expect(restoreBackup(server.url, createReadStream(file))).rejects.toThrow(/not empty/);

    const whole = gunzipSync(readFileSync(file)).toString();
    const cut = join(dir, 'cut.backup.gz');
    writeFileSync(cut, gzipSync(whole.slice(0, whole.lastIndexOf('\nS\t') + 1)));
    const target = await emptyDatabase();
    await expect(restoreBackup(target.url, createReadStream(cut))).rejects.toThrow(BackupError);
    const rows = [...(await everyRow(target.url)).values()].reduce((n, set) => n + set.size, 0);
    expect(rows).toBe(0);

    const notOne = join(dir, 'notes.txt');
    writeFileSync(notOne, 'not a backup');
    await expect(restoreBackup(target.url, createReadStream(notOne))).rejects.toThrow(
      'This file is not a Provisoire backup.',
    );

    const older = join(dir, 'older.backup.gz');
    writeFileSync(older, gzipSync(whole.replace(/"migrations":\[[^\]]*\]/, '"migrations":[1]')));
    await expect(restoreBackup(target.url, createReadStream(older))).rejects.toThrow(/Restore it with that version/);
    // A file cut short leaves the database empty: a whole one goes in afterwards.
    await expect(restoreBackup(target.url, createReadStream(file))).resolves.toMatchObject({
      rows: expect.any(Number),
    });
  });

  it('restores a backup an older version took: its rows on its own schema, then brought forward', async () => {
    // The version before the last two migrations, with a learner of its own.
    const code = checkedInMigrations();
    const old = await emptyDatabase();
    await migrateDatabase(old.url, code.length - 2);
    const db = new pg.Client({ connectionString: old.url });
    await db.connect();
    await db.query("INSERT INTO users (display_name, email) VALUES ('Mukeshimana Ange', 'ange@example.rw')");
    await db.end();
    const file = join(dir, 'older-version.backup.gz');
    await writeBackup(old.url, createWriteStream(file));

    const target = await emptyDatabase();
    await restoreBackup(target.url, createReadStream(file));
    const restored = new pg.Client({ connectionString: target.url });
    await restored.connect();
    try {
      const { rows } = await restored.query('SELECT display_name, language FROM users');
      expect(rows).toEqual([{ display_name: 'Mukeshimana Ange', language: null }]);
      const { rows: applied } = await restored.query('SELECT created_at FROM drizzle.__drizzle_migrations');
      expect(applied.map((r) => Number(r.created_at)).sort()).toEqual([...code].sort());
    } finally {
      await restored.end();
    }
  });

  it('restores a backup the oldest release with npm run backup took (90143dd), and the app serves it', async () => {
    // Taken by that commit's own `npm run backup`, after a learner sat an exam (5/20), practised three
    // questions and started a payment, and another started one (docs/operations.md, "Backups").
    const target = await emptyDatabase();
    const restored = await restoreBackup(target.url, createReadStream(join(ROOT, FIXTURE)));
    expect(restored).toMatchObject({ rows: 122, takenAt: '2026-12-07T22:11:02.654Z' });
    const again = await startTestServer({ database: target.name });
    try {
      const api = client(again.base);
      const login = await api.post('/api/auth/login', { email: 'claudine@example.rw', password: 'Ikizamini2026!' });
      expect(login.status).toBe(200);
      const results = await api.get('/api/exams/results');
      expect(results.json.results.map((r: { grade: number; total: number }) => [r.grade, r.total])).toEqual([[5, 20]]);
      const payments = await api.get('/api/payments');
      expect(payments.json.payments.map((p: { plan: string }) => p.plan)).toEqual(['monthly']);
    } finally {
      await again.stop();
    }
  });

  it('lets one of several restores at once into an empty database in, and refuses the others', async () => {
    const file = join(dir, 'burst.backup.gz');
    await writeBackup(server.url, createWriteStream(file));
    const target = await emptyDatabase();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => restoreBackup(target.url, createReadStream(file))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(String((r as PromiseRejectedResult).reason)).toMatch(/not empty/);
    const source = await everyRow(server.url);
    const restored = await everyRow(target.url);
    for (const [table, rows] of restored) expect(rows.size, table).toBeLessThanOrEqual(source.get(table)!.size);
  });

  it('leaves out the words of messages not yet sent and of the outbox: no live link in a backup (S4)', async () => {
    const { input } = await signedUpLearner(server.base); // its verification link, mailed into the outbox
    const pending = await server.pool.query<{ id: string }>(
      `INSERT INTO deliveries (kind, channel, recipient, subject, text, next_try_at, valid_until)
       VALUES ('reset_password', 'email', $1, 'Reset', 'https://app.test/reset?token=live-secret', now() + interval '1 hour', now() + interval '1 hour')
       RETURNING id`,
      [input.email],
    );
    const file = join(dir, 'no-secrets.backup.gz');
    await writeBackup(server.url, createWriteStream(file));
    const text = gunzipSync(readFileSync(file)).toString();
    expect(text).not.toContain('live-secret');
    expect(text).not.toMatch(/verify-email\?token=|token=[\w-]{20,}/);
    const kept = text.split('\n').find((line) => line.includes(pending.rows[0]!.id))!;
    expect(JSON.parse(kept.slice(2))).toMatchObject({ status: 'failed', text: null, recipient: input.email });
  });

  it('is checked by the drill in a scratch database of its own: every table counted, nothing sent', async () => {
    const learner = await signedUpLearner(server.base); // its verification mail was queued
    expect((await learner.api.post('/api/subscription/trial')).status).toBe(201);
    const file = join(dir, 'drill.backup.gz');
    await writeBackup(server.url, createWriteStream(file));
    // Where mail and a payment provider would be reached: the drill must reach neither.
    const reached: string[] = [];
    const listener = createNetServer((socket) => {
      reached.push('a connection');
      socket.destroy();
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    const { port } = listener.address() as AddressInfo;
    const live = await everyRow(server.url);
    const drill = (backup: string) =>
      promisify(execFile)('npx', ['tsx', 'apps/server/src/cli/backup-command.ts', 'check', backup], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: server.url,
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          ...{
            MTN_BASE_URL: `http://127.0.0.1:${port}`,
            MTN_SUBSCRIPTION_KEY: 'k',
            MTN_API_USER: 'u',
            MTN_API_KEY: 'k',
          },
        },
      });
    try {
      const { stdout } = await drill(file);
      expect(stdout).toMatch(/: \d+ rows of \d+ tables restored into a scratch database\./);
      expect(stdout).toContain('Every row is there');
      // a cut file is told, and fails the drill
      const whole = gunzipSync(readFileSync(file)).toString();
      const cut = join(dir, 'drill-cut.backup.gz');
      writeFileSync(cut, gzipSync(whole.slice(0, whole.lastIndexOf('\nS\t') + 1)));
      await expect(drill(cut)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('cut short') });
    } finally {
      listener.close();
    }
    expect(reached).toEqual([]);
    // the live database is as it was, and no scratch folder is left behind
    expect(await everyRow(server.url)).toEqual(live);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('provisoire-backup-check-'))).toEqual([]);
  }, 120_000);

  it('writes dated files and keeps the newest BACKUP_KEEP of them', async () => {
    const backups = join(dir, 'kept');
    const run = () =>
      // under a umask that lets everyone read: the files are still the app user's alone
      promisify(execFile)('sh', ['-c', 'umask 000 && npx tsx apps/server/src/cli/backup-command.ts backup'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: server.url, BACKUP_DIR: backups, BACKUP_KEEP: '2' },
      });
    for (let i = 0; i < 3; i++) await run();
    const files = readdirSync(backups);
    expect(files).toHaveLength(2);
    for (const name of files) expect(name).toMatch(/^provisoire-\d{4}-\d\d-\d\dT[\d-]+Z\.backup\.gz$/);
    // readable by the app's user alone, whatever the umask (S4)
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    for (const name of files) expect(statSync(join(backups, name)).mode & 0o777).toBe(0o600);
  });
});
