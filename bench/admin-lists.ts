// How long an admin list's page takes as the data grows: the users, subscriptions and audit lists, first
// page, a page deep in the list (by its cursor) and a search, at 100,000 and 1,000,000 users, with the
// plan's top node (an index scan reads its page; a seq scan reads every row). Each size is seeded straight
// into a fresh database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// migrated as the app migrates it; the queries are the app's own (admin-lists.sql.ts, admin-audit.sql.ts).
// Run: npx tsx bench/admin-lists.ts [--sizes 100000,1000000] [--runs 15]. Figures: docs/performance.md.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase } from '../apps/server/src/db/connect.ts';
import { auditQuery } from '../apps/server/src/modules/admin/admin-audit.sql.ts';
import {
  type ListQuery,
  position,
  subscriptionsQuery,
  usersQuery,
} from '../apps/server/src/modules/admin/admin-lists.sql.ts';
import { createBenchDatabase, median, progress, table } from './support.ts';

const PAGE = 21; // the app asks one row more than it shows, to know whether there is a next page

/** Users (one in two subscribed, one in four with a paid payment) and three audit rows each, one a callback. */
async function seed(pool: pg.Pool, users: number) {
  await pool.query(
    `INSERT INTO users (display_name, email, phone, created_at)
     SELECT 'Umunyeshuri ' || n, 'bench' || n || '@example.rw', '+25078' || lpad(n::text, 7, '0'),
       now() - make_interval(secs => n)
     FROM generate_series(1, $1::int) n`,
    [users],
  );
  await pool.query(
    `INSERT INTO subscriptions (user_id, status, plan, start_at, end_at, created_at)
     SELECT id, 'active', 'weekly', created_at, created_at + interval '14 days', created_at
     FROM users WHERE display_name LIKE 'Umunyeshuri %' AND right(display_name, 1) IN ('0','2','4','6','8')`,
  );
  await pool.query(
    `INSERT INTO payments (user_id, request_id, plan, amount, currency, method, phone, status, provider_ref,
       next_check_at, expires_at, created_at, settled_at)
     SELECT user_id, gen_random_uuid(), 'weekly', 3000, 'RWF', 'mtn', '+250788123456', 'paid',
       gen_random_uuid()::text, created_at, created_at, created_at, created_at
     FROM subscriptions WHERE right(user_id::text, 1) IN ('0','1','2','3','4','5','6','7')`,
  );
  await pool.query(
    `INSERT INTO audit_log (action, subject, details, created_at)
     SELECT (ARRAY['payment.paid','payment.callback','subscription.granted'])[1 + n % 3],
       NULL, '{}'::jsonb, now() - make_interval(secs => n)
     FROM generate_series(1, $1::int * 3) n`,
    [users],
  );
  await pool.query('ANALYZE');
}

/** The cursor of the row `offset` rows into a list, as the app's previous page would have given it. */
async function positionAt(pool: pg.Pool, from: string, id: string, offset: number) {
  const rows = await pool.query<{ position: string; id: string }>(
    `SELECT ${position('a.created_at')}, a.${id} AS id FROM ${from}
     ORDER BY a.created_at DESC, a.${id} DESC OFFSET ${offset} LIMIT 1`,
  );
  const row = rows.rows[0];
  if (!row) throw new Error('the list is shorter than the offset');
  return { at: row.position, id: row.id };
}

async function timed(pool: pg.Pool, { text, values }: ListQuery, runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await pool.query(text, values);
    times.push(performance.now() - started);
  }
  const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
  const lines = plan.rows.map((r) => r['QUERY PLAN']);
  // The node that reads the list's own table: the first scan in the plan.
  const scan =
    lines
      .find((l) => /Scan/.test(l))
      ?.trim()
      .replace(/^->\s*/, '')
      .replace(/\s+\(cost.*$/, '') ?? '?';
  return { ms: median(times), scan };
}

async function measure(users: number, runs: number) {
  const database = await createBenchDatabase('bench_lists');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    await migrateDatabase(database.url);
    progress(`seeding ${users} users`);
    const seeded = performance.now();
    await seed(pool, users);
    progress(`seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
    type After = { at: string; id: string } | null;
    const lists = [
      {
        label: 'users',
        from: 'users a',
        id: 'id',
        query: (after: After, q?: string) => usersQuery({ after, limit: PAGE, q }),
      },
      {
        label: 'subscriptions',
        from: 'subscriptions a',
        id: 'user_id',
        query: (after: After, q?: string) => subscriptionsQuery({ after, limit: PAGE, q }),
      },
      {
        label: 'audit',
        from: `audit_log a WHERE a.action <> 'payment.callback'`,
        id: 'id',
        query: (after: After) => auditQuery({ after, limit: PAGE }),
      },
    ];
    const rows: (string | number)[][] = [];
    for (const { label, from, id, query } of lists) {
      const deep = await positionAt(pool, from, id, Math.floor(users / 4));
      const cases: [string, ListQuery][] = [
        ['first page', query(null)],
        ['a page deep in the list', query(deep)],
      ];
      if (label !== 'audit') cases.push(['search by name', query(null, `Umunyeshuri ${Math.floor(users / 2)}`)]);
      for (const [what, listQuery] of cases) {
        const { ms, scan } = await timed(pool, listQuery, runs);
        rows.push([users.toLocaleString('en'), label, what, ms.toFixed(2), scan]);
      }
    }
    return rows;
  } finally {
    await pool.end();
    await database.drop();
  }
}

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '100000,1000000' }, runs: { type: 'string', default: '15' } },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const all: (string | number)[][] = [];
for (const size of sizes) all.push(...(await measure(size, runs)));
console.log(`\n### Admin lists (median of ${runs} runs, ${new Date().toISOString().slice(0, 10)})\n`);
console.log(table(['users', 'list', 'page', 'ms', 'reads its rows by'], all));
