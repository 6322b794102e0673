// What the benchmarks share: figures, tables, progress lines, plain requests, learners signed up.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type Headers = Record<string, string>;

/** mulberry32: a seeded stream in [0, 1), the same figures on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? NaN;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const progress = (message: string) => console.error(`… ${message}`);

/** A process's resident memory in MiB. */
export const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A GET's status, its body read to the end. */
export async function statusOf(url: string, headers: Headers = {}) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.status;
}

/** A markdown table. */
export const table = (head: string[], rows: (string | number)[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** Runs `work` for each item, `limit` at a time (sign-ups hash passwords: a burst would only queue). */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** A JSON request as a browser of the site sends it; its status, body and how long it took (ms). */
export async function timed(base: string, method: string, path: string, cookie: string, body?: unknown) {
  const t = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: { cookie, origin: base, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const setCookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { status: res.status, json: text ? JSON.parse(text) : null, ms: performance.now() - t, setCookie };
}

/** A new learner's session cookie. */
export async function signUp(base: string, tag: string): Promise<string> {
  const res = await timed(base, 'POST', '/api/auth/sign-up', '', {
    displayName: `Bench ${tag}`,
    email: `bench-${Date.now()}-${tag}@example.rw`,
    password: 'ikizamini-cyiza-1',
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}`);
  return res.setCookie;
}

const BARE = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

/** bench/bare-server.ts in its own process, serving `file` from memory (if given); its address. */
export async function startBare(cwd: string, file?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE, ...(file ? [`${file}.br`] : [])], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) return { url: line.trim(), child };
  throw new Error('the bare Fastify server exited before listening');
}

/** The PostgreSQL the benchmarks make their databases on. */
export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database named after `prefix`, and how to drop it. */
export async function createBenchDatabase(prefix = 'bench') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A learner signed up through the API: their session cookie. */
export async function signedUpCookie(base: string, tag: string, n: number) {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      displayName: `Bench ${n}`,
      email: `${tag}-${Date.now()}-${n}@example.rw`,
      password: 'ikizamini-cyiza-1',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}`);
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}
