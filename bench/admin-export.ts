// The admin CSV export of users (GET /api/admin/users.csv, issue 14) at 10,000 and 100,000 users: the
// time to download it whole, and the server's memory. The rows are streamed from PostgreSQL in batches,
// so the server's peak memory should not grow with the rows.
// The production server runs on its embedded PostgreSQL; the users are inserted straight into it. Memory
// is the server process's VmRSS just before the download and its VmHWM (peak RSS) during it, the peak
// reset through /proc/<pid>/clear_refs just before. Each download is checked: the UTF-8 BOM, one line per
// user plus the header, and as many CSV records as lines (no cell holds a line break).
// Run: npm run build && npx tsx bench/admin-export.ts. Results: docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { freePort } from '../apps/server/src/cli/free-port.ts';
import { urlFor } from '../apps/server/src/db/embedded-postgres.ts';
import { startAppServer } from '../e2e/support/app-server.ts';
import { progress, rssMiB, table } from './support.ts';

const SIZES = [10_000, 100_000];
const ADMIN_EMAIL = 'bench-admin@example.rw';
const COLUMNS = 10;

// Users numbered $1 to $2: names with commas, apostrophes and quotes, every hundredth a formula.
const INSERT_USERS = `
  INSERT INTO users (display_name, email, phone, province, district, sector, cell, created_at)
  SELECT
    CASE WHEN n % 100 = 0 THEN '=HYPERLINK("http://x","' || n || '")'
      ELSE (ARRAY['Uwase Aline', 'Mugisha, Jean-Paul', 'N''dayisaba Éric', 'Ishimwe "Kiki" Grace',
        'Nyirahabimana Béatrice', 'Habimana, Olivier'])[1 + n % 6] || ' ' || n END,
    'bench-' || n || '@example.rw',
    '+25078' || lpad(n::text, 7, '0'),
    CASE WHEN n % 2 = 0 THEN 'Amajyaruguru' END,
    CASE WHEN n % 2 = 0 THEN 'Musanze' END,
    CASE WHEN n % 2 = 0 THEN 'Muhoza' END,
    CASE WHEN n % 2 = 0 THEN 'Cyabagarura' END,
    now() - n * interval '3 minutes'
  FROM generate_series($1::int, $2::int) AS n`;

interface Measure {
  users: number;
  /** The `Accept-Encoding` asked: `br`, or `identity` (plain). */
  encoding: string;
  bytes: number;
  seconds: number;
  beforeMiB: number;
  peakMiB: number;
}

/** The server's pid: startAppServer spawns it as a child of this process (`node … apps/server/dist/main.js`). */
function serverPid() {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(' ');
  const pid = children.find((p) => p && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('server/dist/main.js'));
  if (!pid) throw new Error('the server process was not found among the children of this one');
  return Number(pid);
}

/** The process's peak resident memory (VmHWM) in MiB since it started or since `resetPeak`. */
const peakMiB = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** The admin's session cookie (`name=value` pairs as a browser sends them back). */
async function signUpAdmin(base: string) {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ displayName: 'Bench Admin', email: ADMIN_EMAIL, password: 'ikizamini-cyiza-1' }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Inserts users until there are `total`, then analyses them as autovacuum would: how many there are. */
async function fillUsers(db: pg.Client, total: number) {
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
  await db.query(INSERT_USERS, [await count(), total - 1]);
  await db.query('ANALYZE users');
  return count();
}

/** The whole export, read as it comes: its bytes, its line breaks and how long it took. */
async function download(base: string, cookie: string, encoding: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/users.csv`, { headers: { cookie, 'accept-encoding': encoding } });
  if (res.status !== 200 || !res.body) throw new Error(`the export answered ${res.status}`);
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for await (const chunk of res.body) {
    chunks.push(chunk);
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  return { body: Buffer.concat(chunks), lines, seconds: (performance.now() - started) / 1000 };
}

/** Throws unless the export is every user, as a spreadsheet should read it. */
function verify(body: Buffer, lines: number, users: number) {
  if (!body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error('no UTF-8 BOM');
  if (lines !== users + 1) throw new Error(`${lines} lines for ${users} users and a header`);
  const records: string[][] = parse(body.subarray(3));
  if (records.length !== lines) throw new Error(`${records.length} records in ${lines} lines`);
  if (records.some((r) => r.length !== COLUMNS)) throw new Error(`a record without ${COLUMNS} cells`);
  if (records.some((r) => r[1]?.startsWith('='))) throw new Error('a formula left as it was');
  if (!records.some((r) => r[1]?.startsWith('Ishimwe "Kiki" Grace'))) throw new Error('a quoted name lost');
}

async function measure(base: string, cookie: string, pid: number, users: number, encoding: string): Promise<Measure> {
  const beforeMiB = rssMiB(pid);
  resetPeak(pid);
  const { body, lines, seconds } = await download(base, cookie, encoding);
  const peak = peakMiB(pid);
  verify(body, lines, users);
  return { users, encoding, bytes: body.length, seconds, beforeMiB, peakMiB: peak };
}

function report(measures: Measure[]) {
  console.log(`\nnode ${process.version}, ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(
    table(
      ['rows', 'asked', 'bytes', 'seconds', 'rows/s', 'RSS before (MiB)', 'peak RSS during (MiB)'],
      measures.map((m) => [
        m.users,
        m.encoding,
        m.bytes,
        m.seconds.toFixed(2),
        (m.users / m.seconds).toFixed(0),
        m.beforeMiB.toFixed(1),
        m.peakMiB.toFixed(1),
      ]),
    ),
  );
}

const pgPort = await freePort();
const server = await startAppServer({ ADMIN_EMAILS: ADMIN_EMAIL, EMBEDDED_PG_PORT: String(pgPort) });
const db = new pg.Client({ connectionString: urlFor(join(server.dataDir, 'postgres'), pgPort, 'provisoire') });
try {
  await db.connect();
  const cookie = await signUpAdmin(server.baseUrl);
  // A listed admin is one once the address is proven: as the link mailed to it would.
  await db.query("UPDATE users SET email_verified_at = now(), role = 'admin' WHERE email = $1", [ADMIN_EMAIL]);
  const pid = serverPid();
  const measures: Measure[] = [];
  for (const size of SIZES) {
    progress(`${size} users`);
    const users = await fillUsers(db, size);
    // As it streams compressed (Brotli, what browsers take), and plain.
    for (const encoding of ['br', 'identity'])
      measures.push(await measure(server.baseUrl, cookie, pid, users, encoding));
  }
  report(measures);
} finally {
  await db.end();
  await server.stop();
}
