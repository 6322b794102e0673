import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpAdmin, signedUpSchool } from '../../../test/factories.ts';
import type { Client } from '../../../test/http-client.ts';
import { client } from '../../../test/http-client.ts';
import { NUMBERS, pay, settled } from '../../../test/payments-helpers.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: Client;
let learner: Client;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'umuyobozi@example.rw' } });
  admin = (await signedUpAdmin(server, 'umuyobozi@example.rw')).api;
  learner = (await learnerIn(server)).api;
});
afterAll(() => server.close());

const ENDPOINTS = [
  '/api/admin/users',
  '/api/admin/subscriptions',
  '/api/admin/users.csv',
  '/api/admin/subscriptions.csv',
];

/** Users made straight in the database, with the creation times a test needs. */
async function insertUsers(tag: string, createdAt: string[]) {
  const { rows } = await server.pool.query<{ id: string }>(
    `INSERT INTO users (display_name, created_at)
     SELECT $1 || ' ' || n, t::timestamptz FROM unnest($2::text[]) WITH ORDINALITY AS x(t, n) RETURNING id`,
    [tag, createdAt],
  );
  return rows.map((r) => r.id);
}

async function everyPage(path: string, q: string, between: () => Promise<unknown> = async () => {}) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let limit = 20;
  do {
    const query = new URLSearchParams({ q, limit: String(limit), ...(cursor && { cursor }) });
    const res = await admin.get(`${path}?${query}`);
    expect(res.status, res.text).toBe(200);
    seen.push(...res.json.rows.map((r: { id?: string; userId?: string }) => r.id ?? r.userId));
    cursor = res.json.nextCursor;
    limit = 10;
    await between();
  } while (cursor);
  return seen;
}

describe('admin endpoints', () => {
  it.each(ENDPOINTS)('%s answers 401 signed out and 403 to a learner', async (path) => {
    const anonymous = await client(server.base).get(path);
    expect([anonymous.status, anonymous.json?.code]).toEqual([401, 'unauthenticated']);
    const refused = await learner.get(path);
    expect([refused.status, refused.json?.code]).toEqual([403, 'forbidden']);
  });

  it('refuses a cursor it did not make, a page too large and an unknown parameter', async () => {
    for (const query of ['cursor=abc', 'limit=1000', 'limit=0', 'sort=name', `q=${'x'.repeat(101)}`]) {
      const res = await admin.get(`/api/admin/users?${query}`);
      expect([res.status, res.json.code], query).toEqual([400, 'validation_failed']);
    }
  });
});

describe('paging the users', () => {
  it('neither skips nor repeats a row while new ones arrive between pages', async () => {
    const tag = `Cursor ${Date.now()}`;
    // 45 users: some in one millisecond a few microseconds apart, some at the very same instant.
    const times = [
      ...Array.from({ length: 15 }, (_, i) => `2026-01-01T10:00:00.123${String(100 + i * 7).padStart(3, '0')}Z`),
      ...Array.from({ length: 15 }, () => '2026-01-01T09:00:00.000000Z'),
      ...Array.from({ length: 15 }, (_, i) => `2026-01-0${1 + (i % 9)}T08:00:00.5Z`),
    ];
    const made = await insertUsers(tag, times);
    let added = 0;
    const seen = await everyPage('/api/admin/users', tag, async () => {
      await insertUsers(tag, [new Date().toISOString()]); // newer than every page: shows only on a new first page
      added += 1;
    });
    expect(added).toBeGreaterThanOrEqual(3);
    expect(seen).toHaveLength(new Set(seen).size);
    expect(new Set(seen)).toEqual(new Set(made));
  });

  it('searches by name, e-mail and phone number however it is written', async () => {
    const { user, input } = await learnerIn(server, { displayName: 'Mukamana Jeanne' });
    await server.pool.query(`UPDATE users SET phone = '+250788765432' WHERE id = $1`, [user.id]);
    for (const q of ['mukamana', input.email.slice(0, 12).toUpperCase(), '0788 765 432', '+250788765432', '765432']) {
      const res = await admin.get(`/api/admin/users?${new URLSearchParams({ q })}`);
      expect(
        res.json.rows.map((r: { id: string }) => r.id),
        q,
      ).toContain(user.id);
    }
    // LIKE's own characters are taken as they are.
    expect((await admin.get('/api/admin/users?q=%25')).json.rows).toEqual([]);
  });
});

describe('the subscriptions list', () => {
  it('shows the plan, state, days left and the amount of the last payment', async () => {
    const paid = await learnerIn(server, { displayName: 'Habimana Paul' });
    const payment = await pay(paid.api, { plan: 'weekly', phone: NUMBERS.mtn.succeeds });
    expect((await settled(paid.api, payment.id)).status).toBe('paid');
    const trial = await learnerIn(server, { displayName: 'Habimana Trial' });
    await trial.api.post('/api/subscription/trial');

    const res = await admin.get('/api/admin/subscriptions?q=Habimana');
    const rows = res.json.rows as {
      userId: string;
      plan: string;
      status: string;
      daysLeft: number;
      lastAmount: number | null;
    }[];
    expect(rows.find((r) => r.userId === paid.user.id)).toMatchObject({
      plan: 'weekly',
      status: 'active',
      daysLeft: 14,
      lastAmount: 3000,
    });
    expect(rows.find((r) => r.userId === trial.user.id)).toMatchObject({
      plan: 'trial',
      daysLeft: 1,
      lastAmount: null,
    });
  });
});

describe('CSV exports', () => {
  it('streams every user as UTF-8 with a BOM, quoted, with formulas neutralised', async () => {
    const names = [
      '=HYPERLINK("http://x","kanda")',
      '+250788',
      '-1+1',
      '@SUM(A1)',
      'Uwase, "Aline"\nNyirahabimana',
      'Ngendahimana Éric',
    ];
    // Straight into the database: the sign-up form would refuse the line break.
    await server.pool.query('INSERT INTO users (display_name) SELECT unnest($1::text[])', [names]);

    const res = await fetch(`${server.base}/api/admin/users.csv`, { headers: { cookie: admin.cookie } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="provisoire-abantu-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes.subarray(3).toString('utf8'));
    expect(records[0]?.[1]).toBe('amazina');
    const shown = records.map((r) => r[1]);
    expect(shown).toContain(`'=HYPERLINK("http://x","kanda")`);
    expect(shown).toContain("'+250788");
    expect(shown).toContain("'-1+1");
    expect(shown).toContain("'@SUM(A1)");
    expect(shown).toContain('Uwase, "Aline"\nNyirahabimana');
    expect(shown).toContain('Ngendahimana Éric');
    // Every user, not a page: more than 20 rows here.
    const { rows } = await server.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(records).toHaveLength((rows[0]?.n ?? 0) + 1);
  });

  it("gives a school's account the school's phone number, in the list and the CSV", async () => {
    const school = await signedUpSchool(server.base, { phone: '078 812 3450' });
    const listed = (await admin.get(`/api/admin/users?q=${encodeURIComponent(school.input.email)}`)).json.rows;
    expect(listed).toMatchObject([{ id: school.user.id, phone: '+250788123450' }]);
    const res = await fetch(`${server.base}/api/admin/users.csv`, { headers: { cookie: admin.cookie } });
    const records: string[][] = parse((await res.text()).replace(/^\uFEFF/, ''));
    const row = records.find((r) => r[0] === school.user.id)!;
    expect([row[3], row[4]]).toEqual(['078 812 3450', 'Ikigo']);
  });

  it('exports the subscriptions with the amount paid', async () => {
    const buyer = await learnerIn(server, { displayName: 'Export Buyer' });
    const payment = await pay(buyer.api, { plan: 'monthly', phone: NUMBERS.mtn.succeeds });
    await settled(buyer.api, payment.id);
    const res = await fetch(`${server.base}/api/admin/subscriptions.csv`, { headers: { cookie: admin.cookie } });
    const records: string[][] = parse((await res.text()).replace(/^\uFEFF/, ''));
    const row = records.find((r) => r[0] === buyer.user.id);
    // Readable as the admin's screens are: the plan and its state in Kinyarwanda, days as DD/MM/YYYY.
    expect(row?.slice(4, 6)).toEqual(['Ukwezi 1', 'Rirakora']);
    expect(row?.[6]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row?.[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row?.[9]).toBe('5000');
  });

  it("writes a user's role and province in Kinyarwanda, the number as on screen, the day as DD/MM/YYYY", async () => {
    // 23:30 in Kigali on 3 November is still 3 November there, whatever UTC says.
    const { rows } = await server.pool.query<{ id: string }>(
      `INSERT INTO users (display_name, phone, province, district, sector, cell, created_at)
       VALUES ('Uwase Mahoro', '+250788123450', 'South', 'Huye', 'Karama', 'Bunazi', '2026-11-03T21:30:00Z') RETURNING id`,
    );
    const res = await fetch(`${server.base}/api/admin/users.csv`, { headers: { cookie: admin.cookie } });
    const records: string[][] = parse((await res.text()).replace(/^\uFEFF/, ''));
    expect(records.find((r) => r[0] === rows[0]?.id)?.slice(1)).toEqual([
      'Uwase Mahoro',
      '',
      '078 812 3450',
      'Umunyeshuri',
      "Intara y'Amajyepfo",
      'Huye',
      'Karama',
      'Bunazi',
      '03/11/2026',
    ]);
    const list = await admin.get('/api/admin/users?q=Uwase%20Mahoro');
    expect(list.json.rows[0].place).toBe("Intara y'Amajyepfo, Huye, Karama, Bunazi");
  });
});

describe('exports on the wire', () => {
  it('are compressed as they stream, Brotli or gzip as the browser takes, and plain for one that takes neither', async () => {
    await server.pool.query(`INSERT INTO users (display_name) SELECT 'Wire ' || n FROM generate_series(1, 3000) n`);
    const download = async (acceptEncoding: string) => {
      const res = await server.inject({
        method: 'GET',
        url: '/api/admin/users.csv',
        headers: { cookie: admin.cookie, 'accept-encoding': acceptEncoding },
      });
      return { encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: res.rawPayload };
    };
    const plain = await download('identity');
    const br = await download('gzip, deflate, br');
    const gz = await download('gzip');
    expect([plain.encoding, br.encoding, gz.encoding]).toEqual([undefined, 'br', 'gzip']);
    expect(br.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    expect(gunzipSync(gz.bytes).toString()).toBe(plain.bytes.toString());
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3); // ids are random: a third, not a tenth
  });
});

describe('a burst of exports', () => {
  it('runs two at once and tells the others to come back, leaving the app its connections', async () => {
    // Enough rows that a download nobody reads stays open (its connection held) for the whole test.
    await server.pool.query(`INSERT INTO users (display_name) SELECT 'Burst ' || n FROM generate_series(1, 60000) n`);
    const open = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${server.base}/api/admin/users.csv`, { headers: { cookie: admin.cookie } }),
      ),
    );
    const statuses = open.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503]);
    const busy = open.find((res) => res.status === 503);
    // Its own cause, not the password checks' (N8).
    const answer = (await busy?.json()) as { code?: string; message?: string } | undefined;
    expect([busy?.headers.get('retry-after'), answer?.code]).toEqual(['10', 'exports_busy']);
    expect(answer?.message).toMatch(/export/i);
    // The pool (10 connections) still serves everything else meanwhile, many requests at once.
    const lists = await Promise.all(Array.from({ length: 12 }, () => admin.get('/api/admin/users?limit=1')));
    expect(lists.map((res) => res.status)).toEqual(Array(12).fill(200));

    // Downloads given up free their places.
    await Promise.all(open.filter((res) => !res.bodyUsed).map((res) => res.body?.cancel()));
    await expect
      .poll(
        async () =>
          (await fetch(`${server.base}/api/admin/subscriptions.csv`, { headers: { cookie: admin.cookie } })).status,
      )
      .toBe(200);
  });
});

describe('npm run admin', () => {
  it('grants the role by e-mail and revokes it by phone number, in the audit log', async () => {
    const { execFile } = await import('node:child_process');
    const run = (...args: string[]) =>
      new Promise<{ code: number; out: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/cli/admin-command.ts', ...args],
          {
            env: { ...process.env, DATABASE_URL: server.url, ADMIN_EMAILS: 'umuyobozi@example.rw' },
            cwd: new URL('../../../../../', import.meta.url).pathname,
          },
          (error, stdout, stderr) => resolve({ code: error ? 1 : 0, out: stdout + stderr }),
        );
      });
    const someone = await learnerIn(server);
    await server.pool.query(`UPDATE users SET phone = '+250722000111' WHERE id = $1`, [someone.user.id]);
    expect((await someone.api.get('/api/admin/users')).status).toBe(403);

    expect(await run('grant', someone.input.email.toUpperCase())).toMatchObject({ code: 0 });
    expect((await someone.api.get('/api/admin/users')).status).toBe(200);
    expect(await run('revoke', '0722 000 111')).toMatchObject({ code: 0 });
    expect((await someone.api.get('/api/admin/users')).status).toBe(403);

    const { rows } = await server.pool.query('SELECT action FROM audit_log WHERE subject = $1 ORDER BY created_at', [
      someone.user.id,
    ]);
    expect(rows.map((r) => r.action)).toEqual(['admin.role_granted', 'admin.role_revoked']);
    expect(await run('grant', 'nobody@example.rw')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/No account has nobody@example.rw/),
    });
    // An admin by ADMIN_EMAILS would be one again at the next sign-in: the list is where to change it.
    expect(await run('revoke', 'umuyobozi@example.rw')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/umuyobozi@example.rw is in ADMIN_EMAILS/),
    });
    expect((await admin.get('/api/admin/users')).status).toBe(200);
  });
});
