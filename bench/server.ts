// How much the server keeps of what Fastify alone can do, and what a crowd of sign-ins costs the others.
// 1. Requests per second (autocannon, 10 connections, after a 1 s warm-up) of health, the page shell, the
//    lesson list, a lesson and the largest script, each divided by a bare Fastify route
//    (bench/bare-server.ts, its own process) measured in the same run.
// 2. 50 sign-ins at once (password hashing; --bursts 50,100,200 for several sizes): latency of a script
//    and of a lesson fetched one after the other meanwhile, how the sign-ins were answered, how long the
//    slowest took.
// 3. The server's resident memory, idle and after 1 and 2.
// 4. `npm start` as a newcomer runs it (bench/npm-start.ts): the first start (which may build and
//    makes the database), then three more, each timed from the command to the first healthy answer, with
//    the memory of every process it leaves running but PostgreSQL's.
// Each run starts a fresh server (production mode) on a fresh database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); medians of the runs. --root measures another built checkout.
// Run: npm run build && npx tsx bench/server.ts [--root DIR] [--runs 3] [--seconds 5] [--bursts 50]
//      [--skip-throughput] [--skip-starts]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/src/cli/free-port.ts';
import { measureStarts } from './npm-start.ts';
import {
  createBenchDatabase,
  type Headers,
  median,
  percentile,
  progress,
  rssMiB,
  sleep,
  startBare,
  statusOf,
  table,
} from './support.ts';

const HERE = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'ikizamini-cyiza-1';
const CONNECTIONS = 10;
const ENCODING = { 'accept-encoding': 'br, gzip' };

interface Rate {
  perSecond: number;
  non2xx: number;
  errors: number;
}
interface Burst {
  size: number;
  loops: { label: string; times: number[]; failed: number }[];
  signIns: number[];
  burstMs: number;
}
interface Run {
  bare: Rate;
  /** Bare Fastify sending the script's brotli bytes from memory: what a static file can cost at best. */
  bareFile: Rate;
  routes: (Rate & { label: string })[];
  bursts: Burst[];
  idleMiB: number;
  loadedMiB: number;
}

// Sign-ups and sign-ins are limited per address: each gets its own (TRUST_PROXY=1 makes the server believe it).
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** The built server when there is one, else its source through tsx (resolved from `root`, the cwd). */
function serverArgs(root: string) {
  const built = join(root, 'apps/server/dist/main.js');
  return existsSync(built) ? [built] : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
}

async function startApp(root: string, databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(root), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept so that a failed start says why.
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}:\n${stderr}`);
    if ((await statusOf(`${base}/api/health`).catch(() => 0)) === 200) return { base, child };
    await sleep(50);
  }
  await stop(child, 'SIGKILL');
  throw new Error(`the server did not answer /api/health in 60 s:\n${stderr}`);
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

const keepAlive = new Agent({ keepAlive: true });

/** One GET as a browser's connection makes it (kept open), its body read but not decompressed. */
function rawGet(url: string, headers: Headers) {
  return new Promise<number>((resolve, reject) => {
    get(url, { headers, agent: keepAlive }, (res) => {
      res.on('data', () => {}).on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** A POST as the web app sends it: same origin, from its own address. */
async function post(base: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      origin: base,
      'x-forwarded-for': nextAddress(),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res;
}

/** A learner's session cookie (`name=value` pairs as a browser sends them back). */
async function signUp(base: string, email: string) {
  const res = await post(base, '/api/auth/sign-up', { displayName: 'Uwase Aline', email, password: PASSWORD });
  if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function rate(url: string, headers: Headers, seconds: number): Promise<Rate> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return { perSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

/** The routes a learner's phone asks for most, each as autocannon sends it. */
function routes(cookie: string, asset: string) {
  const signedIn = { ...ENCODING, cookie };
  return [
    { label: 'GET /api/health', path: '/api/health', headers: ENCODING },
    { label: 'page shell GET /dashboard', path: '/dashboard', headers: signedIn },
    { label: 'GET /api/lessons', path: '/api/lessons', headers: signedIn },
    { label: 'GET /api/lessons/4', path: '/api/lessons/4', headers: signedIn },
    { label: `GET ${asset}`, path: asset, headers: ENCODING },
  ];
}

async function mustAnswer200(label: string, url: string, headers: Headers) {
  const status = await statusOf(url, headers);
  if (status !== 200) throw new Error(`${label} answered ${status}, not 200`);
}

/** Fetches `url` one request after the other until `done()`: each one's milliseconds. */
async function loop(url: string, headers: Headers, done: () => boolean) {
  const times: number[] = [];
  let failed = 0;
  while (!done()) {
    const started = performance.now();
    if ((await rawGet(url, headers)) !== 200) failed += 1;
    times.push(performance.now() - started);
  }
  return { times, failed };
}

/** `size` sign-ins fired at once, while a script and a lesson are fetched in two loops. */
async function signInBurst(base: string, cookie: string, asset: string, size: number): Promise<Burst> {
  const emails = Array.from({ length: size }, (_, i) => `burst-${size}-${i}@example.rw`);
  // Four at a time: a crowd of sign-ups would only queue behind the password hashing.
  for (let i = 0; i < emails.length; i += 4) await Promise.all(emails.slice(i, i + 4).map((e) => signUp(base, e)));
  let answered = false;
  const started = performance.now();
  const signIns = Promise.all(
    emails.map((email) => post(base, '/api/auth/login', { email, password: PASSWORD }).then((r) => r.status)),
  );
  const loops = Promise.all([
    loop(base + asset, ENCODING, () => answered),
    loop(`${base}/api/lessons/4`, { ...ENCODING, cookie }, () => answered),
  ]);
  const statuses = await signIns;
  const burstMs = performance.now() - started;
  answered = true;
  const [script, lesson] = await loops;
  return {
    size,
    signIns: statuses,
    burstMs,
    loops: [
      { label: `GET ${asset}`, ...script },
      { label: 'GET /api/lessons/4', ...lesson },
    ],
  };
}

async function measureRun(
  root: string,
  bareBase: string,
  asset: string,
  { seconds, bursts, throughput }: { seconds: number; bursts: number[]; throughput: boolean },
): Promise<Run> {
  const database = await createBenchDatabase();
  try {
    const app = await startApp(root, database.url);
    try {
      const pid = app.child.pid!;
      const idleMiB = rssMiB(pid);
      const cookie = await signUp(app.base, 'learner@example.rw');
      const trial = await post(app.base, '/api/subscription/trial', undefined, cookie);
      if (!trial.ok) throw new Error(`the free day answered ${trial.status}`);

      const none = { perSecond: Number.NaN, non2xx: 0, errors: 0 };
      let [bare, bareFile] = [none, none];
      const rates: Run['routes'] = [];
      if (throughput) {
        await mustAnswer200('bare Fastify GET /', `${bareBase}/`, ENCODING);
        progress(`bare Fastify, ${seconds} s`);
        bare = await rate(`${bareBase}/`, ENCODING, seconds);
        bareFile = await rate(`${bareBase}/file`, ENCODING, seconds);
        for (const { label, path, headers } of routes(cookie, asset)) {
          await mustAnswer200(label, app.base + path, headers);
          progress(`${label}, ${seconds} s`);
          rates.push({ label, ...(await rate(app.base + path, headers, seconds)) });
        }
      }
      const done: Burst[] = [];
      for (const size of bursts) {
        progress(`${size} sign-ins at once`);
        done.push(await signInBurst(app.base, cookie, asset, size));
      }
      return { bare, bareFile, routes: rates, bursts: done, idleMiB, loadedMiB: rssMiB(pid) };
    } finally {
      await stop(app.child);
    }
  } finally {
    await database.drop();
  }
}

function largestScript(root: string) {
  const dir = join(root, 'apps/web/dist/assets');
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  if (!largest) throw new Error(`no .js file in ${dir}`);
  return `/assets/${largest}`;
}

function report(runs: Run[], seconds: number) {
  const n = runs.length;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const rateRow = (label: string, pick: (run: Run) => Rate) => [
    label,
    median(runs.map((r) => pick(r).perSecond)).toFixed(0),
    median(runs.map((r) => pick(r).perSecond / r.bare.perSecond)).toFixed(2),
    sum(runs.map((r) => pick(r).non2xx)),
    sum(runs.map((r) => pick(r).errors)),
  ];
  if (runs[0]!.routes.length) {
    console.log(`\n### Throughput (median of ${n} runs, ${CONNECTIONS} connections, ${seconds} s per route)\n`);
    console.log(
      table(
        ['route', 'req/s', 'ratio to bare', `non-2xx (${n} runs)`, `errors (${n} runs)`],
        [
          rateRow('bare Fastify GET /', (r) => r.bare),
          rateRow('bare Fastify, the same script from memory', (r) => r.bareFile),
          ...runs[0]!.routes.map(({ label }, i) => rateRow(label, (r) => r.routes[i]!)),
        ],
      ),
    );
    const script = runs[0]!.routes.length - 1;
    const share = median(runs.map((r) => r.routes[script]!.perSecond / r.bareFile.perSecond));
    console.log(`\nThe script, as a share of bare Fastify sending the same bytes: ${share.toFixed(2)}`);
  }

  runs[0]!.bursts.forEach(({ size }, b) => {
    const bursts = runs.map((r) => r.bursts[b]!);
    console.log(`\n### Latency during ${size} sign-ins at once (p50, p95: median of ${n} runs; max: of all)\n`);
    console.log(
      table(
        ['loop', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'non-200'],
        bursts[0]!.loops.map(({ label }, i) => {
          const loops = bursts.map((burst) => burst.loops[i]!);
          return [
            label,
            sum(loops.map((l) => l.times.length)),
            median(loops.map((l) => percentile(l.times, 0.5))).toFixed(1),
            median(loops.map((l) => percentile(l.times, 0.95))).toFixed(1),
            Math.max(...loops.flatMap((l) => l.times)).toFixed(1),
            sum(loops.map((l) => l.failed)),
          ];
        }),
      ),
    );
    console.log('');
    console.log(
      table(
        ['run', 'sign-ins 200', '503', 'other', 'all answered in ms'],
        bursts.map((burst, i) => [
          i + 1,
          burst.signIns.filter((s) => s === 200).length,
          burst.signIns.filter((s) => s === 503).length,
          burst.signIns.filter((s) => s !== 200 && s !== 503).length,
          burst.burstMs.toFixed(0),
        ]),
      ),
    );
  });

  console.log(`\n### Server memory (RSS, median of ${n} runs)\n`);
  console.log(
    table(
      ['when', 'MiB'],
      [
        ['idle, after /api/health', median(runs.map((r) => r.idleMiB)).toFixed(1)],
        ['loaded, after throughput and burst', median(runs.map((r) => r.loadedMiB)).toFixed(1)],
      ],
    ),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: HERE },
      runs: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '5' },
      bursts: { type: 'string', default: '50' },
      'skip-throughput': { type: 'boolean', default: false },
      'skip-starts': { type: 'boolean', default: false },
    },
  });
  const bursts = values.bursts.split(',').map(Number);
  if (!bursts.every((size) => Number.isInteger(size) && size > 0))
    throw new Error('--bursts takes sizes like 50,100,200');
  const root = resolve(values.root);
  const runs = Number(values.runs);
  const seconds = Number(values.seconds);
  if (!(Number.isInteger(runs) && runs > 0 && Number.isInteger(seconds) && seconds > 0))
    throw new Error('--runs and --seconds take whole numbers above 0');
  if (!existsSync(join(root, 'apps/web/dist/index.html')) || !existsSync(join(root, 'build/content')))
    throw new Error(`run npm run build in ${root} first`);
  const asset = largestScript(root);
  console.log(`## Server bench: ${root}`);
  console.log(`node ${process.version}, ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`);

  const bare = await startBare(HERE, join(root, 'apps/web/dist', asset));
  const results: Run[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      progress(`run ${run} of ${runs}`);
      results.push(
        await measureRun(root, bare.url, asset, { seconds, bursts, throughput: !values['skip-throughput'] }),
      );
    }
  } finally {
    await stop(bare.child);
  }
  report(results, seconds);
  if (!values['skip-starts']) await measureStarts(root);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
