import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/cli/free-port.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

const root = mkdtempSync(join(tmpdir(), 'embedded-'));
// As root, PostgreSQL runs as the `postgres` user, which must reach the data directory.
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('gets its own random passwords, and the app a role that owns its database and is no superuser', async () => {
    const dataDir = join(root, 'fresh');
    const port = await freePort();
    const db = await startEmbeddedPostgres({ dataDir, port, database: 'provisoire' });
    try {
      const file = `${dataDir}-credentials.json`;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const { superuser, app } = JSON.parse(readFileSync(file, 'utf8'));
      expect(superuser).toHaveLength(32);
      expect(app).not.toBe(superuser);
      // The fixed password of before opens nothing.
      await expect(query(`postgres://postgres:provisoire@127.0.0.1:${port}/postgres`, 'SELECT 1')).rejects.toThrow();
      const [me] = await query(
        db.url,
        'SELECT current_user AS name, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS super',
      );
      expect(me).toEqual({ name: 'provisoire_app', super: false });
      await query(db.url, 'CREATE TABLE own (id int)');
      await expect(query(db.url, 'CREATE DATABASE other')).rejects.toThrow(/permission denied/);
    } finally {
      await db.stop();
    }
  });

  it('gives a data directory made with the old fixed password its own, and its tables to the app', async () => {
    const dataDir = join(root, 'older');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'provisoire' });
    // As a data directory of before: the superuser's fixed password, no passwords file, tables it owns.
    await query(
      first.superUrl.replace(/\/postgres$/, '/provisoire'),
      'CREATE TABLE learners (id int); INSERT INTO learners VALUES (1)',
    );
    await query(first.superUrl, "ALTER ROLE postgres PASSWORD 'provisoire'");
    await first.stop();
    rmSync(`${dataDir}-credentials.json`);

    const again = await startEmbeddedPostgres({ dataDir, port, database: 'provisoire' });
    try {
      expect(JSON.parse(readFileSync(`${dataDir}-credentials.json`, 'utf8')).superuser).not.toBe('provisoire');
      await expect(query(`postgres://postgres:provisoire@127.0.0.1:${port}/postgres`, 'SELECT 1')).rejects.toThrow();
      expect(await query(again.url, 'SELECT id FROM learners')).toEqual([{ id: 1 }]);
      await query(again.url, 'ALTER TABLE learners ADD COLUMN name text');
    } finally {
      await again.stop();
    }
  });
});
