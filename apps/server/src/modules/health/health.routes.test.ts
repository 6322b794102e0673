import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await fetch(`${server.base}${path}`);
  return [res.status, await res.json()];
};

describe('liveness apart from readiness (issue 31)', () => {
  it('is live and ready once every checked-in migration is applied; /api/health answers as before', async () => {
    expect(await get('/api/health/live')).toEqual([200, { status: 'ok' }]);
    expect(await get('/api/health/ready')).toEqual([
      200,
      { status: 'ok', database: 'up', migrations: 'applied', events: 'listening' },
    ]);
    expect(await get('/api/health')).toEqual([200, { status: 'ok', database: 'up' }]);
  });

  it('is not ready while a migration is missing, and still live', async () => {
    const { rows } = await server.pool.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *',
    );
    try {
      expect(await get('/api/health/ready')).toEqual([
        503,
        { status: 'degraded', database: 'up', migrations: '1 pending', events: 'listening' },
      ]);
      expect(await get('/api/health/live')).toEqual([200, { status: 'ok' }]);
    } finally {
      const [row] = rows;
      await server.pool.query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [
        row.id,
        row.hash,
        row.created_at,
      ]);
    }
  });

  it('is not ready when the database refuses connections, and still live', async () => {
    const admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${server.database} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [server.database]);
    try {
      expect(await get('/api/health/ready')).toEqual([
        503,
        { status: 'degraded', database: 'down', migrations: 'unknown', events: 'down' },
      ]);
      expect(await get('/api/health/live')).toEqual([200, { status: 'ok' }]);
    } finally {
      await admin.query(`ALTER DATABASE ${server.database} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
  });
});
