import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ERROR_CODES } from '@provisoire/domain';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { payments, users } from '../src/db/schema.ts';
import { simulatorDefaults } from '../src/providers/payments/simulator/simulator-settings.ts';
import { learnerIn } from './factories.ts';
import {
  type BodyCase,
  badBody,
  badQuery,
  badSegment,
  oddHeaders,
  origin,
  RAW_CASES,
  rawRequest,
} from './fuzz-inputs.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Fixed so that a run repeats; fast-check prints the seed with a failure, and FUZZ_SEED replays or varies it.
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_601);
const SIM = simulatorDefaults('http://127.0.0.1'); // only its credentials are read
// MTN's real API answers these with 500, and the simulator copies MTN so the adapter meets them in tests.
const MTN_500_CODES = ['INVALID_CURRENCY', 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'INVALID_CALLBACK_URL_HOST'];

// Signed out; a well-formed session cookie that matches no session; signed up; signed up with the trial started.
type Identity = 'out' | 'stale' | 'learner' | 'trial';
const EVERYONE: Identity[] = ['out', 'learner', 'trial'];
const NOBODY: Identity[] = ['out'];
type Headers = () => Record<string, string>;

interface Call {
  method: string;
  path: string;
  as: Identity;
  label: string;
  body?: BodyCase;
  headers?: Record<string, string | undefined>;
}

let server: TestServer;
let webDist: string;
const cookies: Record<Identity, string> = {
  out: '',
  stale: `provisoire_session=${'A'.repeat(43)}`,
  learner: '',
  trial: '',
};
const tokens = { mtn: '', airtel: '' };
const tally = { sent: 0, signUps: 0, paymentsStarted: 0, serial: 0 };

// Headers that get a request past a simulator's checks, so that its body or parameter is what gets judged.
const mtnLogin: Headers = () => ({
  'ocp-apim-subscription-key': SIM.mtn.subscriptionKey,
  authorization: `Basic ${Buffer.from(`${SIM.mtn.apiUser}:${SIM.mtn.apiKey}`).toString('base64')}`,
});
const mtnHeaders: Headers = () => ({
  'ocp-apim-subscription-key': SIM.mtn.subscriptionKey,
  authorization: `Bearer ${tokens.mtn}`,
  'x-reference-id': randomUUID(),
  'x-target-environment': SIM.mtn.targetEnvironment,
});
const airtelHeaders: Headers = () => ({
  authorization: `Bearer ${tokens.airtel}`,
  'x-country': 'RW',
  'x-currency': 'RWF',
});

/** What is wrong with an answer, or null: never a 500, and the app's own errors are its `{ code, message }`. */
function complaint(call: Pick<Call, 'method' | 'path'>, status: number, text: string) {
  if (status === 0) return 'no answer';
  let json: { code?: unknown; message?: unknown } | null = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const shaped = typeof json?.message === 'string';
  if (call.path.startsWith('/sim/mtn/') && status === 500) {
    return MTN_500_CODES.includes(json?.code as string) && shaped ? null : 'a 500 that MTN does not give';
  }
  if (status >= 500) return 'a server error';
  const appError = call.path.startsWith('/api/') && status >= 400 && call.method !== 'HEAD';
  if (appError && !(ERROR_CODES.includes(json?.code as never) && shaped)) return 'an error without { code, message }';
  return null;
}

/** Sends one request, counts it and what it made, and throws a failure that names it. */
async function send(call: Call) {
  tally.sent += 1;
  const cookie = [cookies[call.as], call.headers?.cookie].filter(Boolean).join('; ') || undefined;
  const headers = Object.entries({ ...call.headers, cookie, 'content-type': call.body?.contentType });
  // `{n}` and `{uuid}` become fresh per request, so a body that passes reaches the insert, not a duplicate check.
  const body = call.body?.text.replaceAll('{n}', String(++tally.serial)).replaceAll('{uuid}', randomUUID());
  let status = 0;
  let text = '';
  try {
    const res = await fetch(server.base + call.path, {
      method: call.method,
      headers: headers.filter((h): h is [string, string] => h[1] !== undefined),
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    text = String(err);
  }
  if (call.path === '/api/auth/sign-up' && status === 201) tally.signUps += 1;
  if (call.method === 'POST' && call.path === '/api/payments' && status === 201) tally.paymentsStarted += 1;
  const wrong = complaint(call, status, text);
  const what = `${call.method} ${call.path.slice(0, 80)} [${call.label}] as ${call.as}`;
  if (wrong) throw new Error(`${wrong}: ${what} → ${status} ${text.slice(0, 200)}`);
}

/** A property over small batches of cases, each sent as each identity at once (at most 9 requests in flight). */
async function fuzz<T>(numRuns: number, cases: fc.Arbitrary<T>, calls: (c: T) => Call[]) {
  const property = fc.asyncProperty(fc.array(cases, { minLength: 2, maxLength: 3 }), async (batch) => {
    await Promise.all(batch.flatMap(calls).map(send));
  });
  // The failure names its request; shrinking would only spend more requests.
  await fc.assert(property, { numRuns, seed: SEED, endOnFailure: true });
}

const SIGN_UP = { displayName: 'Fuzz', email: 'fuzz{n}@example.rw', password: 'ikizamini-cyiza' };
const TOKEN = 'A'.repeat(43);
const REF = '5b0f3c52-7d1e-4c8a-9f21-6a4e2d9b8c10'; // a payment reference nobody has
const EXAM_ID = '0d9c4e1a-3b7f-4f26-8e55-2c1a9b6d7e40'; // an exam nobody took
const PAY = { plan: 'daily', method: 'mtn', phone: '0780000005', requestId: '{uuid}' };
const PAYER = { partyIdType: 'MSISDN', partyId: '250780000005' };
const MTN_STATUS = {
  financialTransactionId: '1',
  externalId: 'e',
  amount: '1000',
  currency: 'RWF',
  payer: PAYER,
  status: 'SUCCESSFUL',
};
const AIRTEL_STATUS = { transaction: { id: 'fuzz', message: 'Paid', status_code: 'TS' } };
const MTN_PAY = { amount: '1000', currency: 'RWF', externalId: 'e', payer: PAYER, payerMessage: 'm', payeeNote: 'n' };
const AIRTEL_LOGIN = {
  client_id: SIM.airtel.clientId,
  client_secret: SIM.airtel.clientSecret,
  grant_type: 'client_credentials',
};
const AIRTEL_PAY = {
  reference: 'r',
  subscriber: { country: 'RW', currency: 'RWF', msisdn: '730000005' },
  transaction: { amount: 1000, country: 'RW', currency: 'RWF', id: 'fuzz-{n}' },
};

const BODY_ROUTES: [string, string, Record<string, unknown>, Identity[], Headers?][] = [
  ['POST', '/api/auth/sign-up', SIGN_UP, EVERYONE],
  ['POST', '/api/auth/login', { email: 'fuzz1@example.rw', password: 'ikizamini-cyiza' }, EVERYONE],
  // A real session would end here and stop being the identity that the other routes need.
  ['POST', '/api/auth/logout', {}, ['out', 'stale']],
  ['POST', '/api/auth/verify-email/resend', {}, EVERYONE],
  ['POST', '/api/auth/verify-email', { token: TOKEN }, EVERYONE],
  ['POST', '/api/auth/password-reset/request', { email: 'nobody@example.rw' }, EVERYONE],
  ['POST', '/api/auth/password-reset', { token: TOKEN, password: 'ikizamini-gishya' }, EVERYONE],
  // Codes by SMS: to sign in, and to add a number (a code nobody was sent: the check counts nothing).
  ['POST', '/api/auth/phone/code', { phone: '0780000123' }, EVERYONE],
  ['POST', '/api/auth/phone/verify', { verificationId: EXAM_ID, code: '123456' }, EVERYONE],
  ['POST', '/api/account/phone/code', { phone: '0780000124' }, EVERYONE],
  ['POST', '/api/account/phone/verify', { verificationId: EXAM_ID, code: '123456' }, EVERYONE],
  // The account page's removals take no body: whatever comes is read as JSON or refused.
  ['DELETE', '/api/account/phone', {}, EVERYONE],
  ['DELETE', '/api/account/google', {}, EVERYONE],
  // The plain learner would take its trial here and become the other identity.
  ['POST', '/api/subscription/trial', {}, ['out', 'trial']],
  ['POST', '/api/payments', PAY, EVERYONE],
  ['POST', '/api/exams', { retryOf: EXAM_ID }, EVERYONE],
  ['PUT', `/api/exams/${EXAM_ID}/answers/0`, { choice: 1 }, EVERYONE],
  ['POST', `/api/exams/${EXAM_ID}/finish`, {}, EVERYONE],
  // A school's own routes check their bodies before who asks (a learner gets 403 only for a good body).
  ['POST', '/api/school/messages', { kind: 'class', day: '2026-12-01', body: 'Isomo', to: [EXAM_ID] }, EVERYONE],
  ['POST', `/api/school/students/${EXAM_ID}/seat`, { plan: 'daily', requestId: '{uuid}' }, EVERYONE],
  ['POST', '/api/notifications/read', {}, EVERYONE],
  ['POST', '/api/practice/answers', { questionId: '03-001', choice: 1, requestId: '{uuid}' }, EVERYONE],
  ['POST', '/api/practice/checks', { lesson: 5 }, EVERYONE],
  ['PUT', `/api/payments/callback/mtn/${REF}`, MTN_STATUS, NOBODY],
  ['POST', `/api/payments/callback/mtn/${REF}`, MTN_STATUS, NOBODY],
  ['POST', '/api/payments/callback/airtel', AIRTEL_STATUS, NOBODY],
  ['POST', '/sim/mtn/collection/token/', {}, NOBODY, mtnLogin],
  ['POST', '/sim/mtn/collection/v1_0/requesttopay', MTN_PAY, NOBODY, mtnHeaders],
  ['POST', '/sim/airtel/auth/oauth2/token', AIRTEL_LOGIN, NOBODY],
  ['POST', '/sim/airtel/merchant/v1/payments/', AIRTEL_PAY, NOBODY, airtelHeaders],
  ['POST', `/dev/phone/mtn/${REF}/approve`, {}, NOBODY],
];

// `:p` is the fuzzed parameter; /media, /assets and the last are static files and the SPA's pages.
const PARAM_ROUTES: [string, string, Identity[], Headers?][] = [
  ['GET', '/api/lessons/:p', EVERYONE],
  ['GET', '/api/pages/:p', EVERYONE],
  ['GET', '/api/payments/:p', EVERYONE],
  ['GET', '/api/payments/:p/events', EVERYONE],
  ['POST', '/api/payments/:p/cancel', EVERYONE],
  ['GET', '/api/exams/:p/review', EVERYONE],
  ['PUT', '/api/exams/:p/answers/:p', EVERYONE],
  ['POST', '/api/exams/:p/finish', EVERYONE],
  ['POST', '/api/school/students/:p/seat', EVERYONE],
  ['GET', '/api/exams/results?before=:p', EVERYONE],
  ['GET', '/api/practice/next?lesson=:p', EVERYONE],
  ['GET', '/api/practice/next?signs=:p', EVERYONE],
  ['GET', '/api/:p', NOBODY],
  ['PUT', '/api/payments/callback/mtn/:p', NOBODY],
  ['POST', '/api/payments/callback/mtn/:p', NOBODY],
  ['POST', '/dev/phone/mtn/:p/approve', NOBODY],
  ['POST', '/dev/phone/:p/:p/decline', NOBODY],
  ['GET', '/sim/mtn/collection/v1_0/requesttopay/:p', NOBODY, mtnHeaders],
  ['GET', '/sim/mtn/collection/v1_0/accountholder/msisdn/:p/active', NOBODY, mtnHeaders],
  ['GET', '/sim/airtel/standard/v1/payments/:p', NOBODY, airtelHeaders],
  ['GET', '/media/:p', NOBODY],
  ['GET', '/assets/:p', NOBODY],
  ['GET', '/:p', NOBODY],
];

const MEDIA_FILE = readdirSync(join(inject('contentDist'), 'media')).find((f) => f.endsWith('.svg'));
// Paths that exist, asked with odd queries, headers and methods.
const GET_ROUTES: [string, Identity[], Headers?][] = [
  // The account page's removals answer DELETE (the methods below include it).
  ...'/api/account/phone /api/account/google'.split(' ').map((path): [string, Identity[]] => [path, EVERYONE]),
  ...'/api/auth/me /api/subscription /api/payments /api/lessons /api/lessons/1 /api/pages/inyito /api/signs /api/exams/eligibility /api/exams/current /api/exams/results /api/notifications /api/school/seats /api/school/messages /api/practice/next /api/practice/next?due=1 /api/practice/mistakes /api/progress'
    .split(' ')
    .map((path): [string, Identity[]] => [path, EVERYONE]),
  ...`/api/health /dev/outbox /dev/phone /dev/signs / /lessons/1 /assets/app-1a2b3c.js /media/${MEDIA_FILE}`
    .split(' ')
    .map((path): [string, Identity[]] => [path, NOBODY]),
  ['/sim/mtn/collection/v1_0/requesttopay/00000000-0000-4000-8000-000000000000', NOBODY, mtnHeaders],
  ['/sim/airtel/standard/v1/payments/fuzz-1', NOBODY, airtelHeaders],
];

/** A built web app in miniature, with a pre-compressed asset, for the static and SPA paths. */
function miniWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Provisoire</title><!--site-settings-->');
  const script = 'console.log("provisoire");\n'.repeat(100);
  writeFileSync(join(dir, 'assets/app-1a2b3c.js'), script);
  writeFileSync(join(dir, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
  return dir;
}

async function accessToken(path: string, init: RequestInit) {
  const res = await fetch(server.base + path, { method: 'POST', ...init });
  return ((await res.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  webDist = miniWebDist();
  server = await startTestServer({ env: { WEB_DIST: webDist } });
  cookies.learner = (await learnerIn(server)).api.cookie;
  const trial = await learnerIn(server);
  expect((await trial.api.post('/api/subscription/trial')).status).toBe(201);
  cookies.trial = trial.api.cookie;
  tokens.mtn = await accessToken('/sim/mtn/collection/token/', { headers: mtnLogin() });
  const json = { 'content-type': 'application/json' };
  tokens.airtel = await accessToken('/sim/airtel/auth/oauth2/token', {
    headers: json,
    body: JSON.stringify(AIRTEL_LOGIN),
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('fuzzing every route', { timeout: 60_000 }, () => {
  it.each(BODY_ROUTES)('%s %s takes bad JSON bodies', async (method, path, shape, as, headers) => {
    await fuzz(60, fc.tuple(badBody(shape), origin(new URL(server.base).origin)), ([body, from]) =>
      as.map((who) => ({ method, path, as: who, label: body.label, body, headers: { ...headers?.(), origin: from } })),
    );
  });

  it.each(PARAM_ROUTES)('%s %s takes bad path parameters', async (method, template, as, headers) => {
    await fuzz(40, badSegment, (segment) =>
      as.map((who) => ({
        method,
        path: template.replaceAll(':p', segment),
        as: who,
        label: segment.slice(0, 40),
        headers: headers?.(),
      })),
    );
  });

  it.each(GET_ROUTES)('%s takes odd queries, headers and methods', async (path, as, headers) => {
    const methods = fc.constantFrom('GET', 'GET', 'HEAD', 'OPTIONS', 'DELETE', 'PATCH');
    await fuzz(15, fc.tuple(methods, badQuery, oddHeaders(new URL(server.base).origin)), ([method, query, odd]) => {
      const label = `${query.slice(0, 40)} ${JSON.stringify(odd).slice(0, 120)}`;
      return as.map((who) => ({ method, path: path + query, as: who, label, headers: { ...headers?.(), ...odd } }));
    });
  });
});

describe('raw requests', () => {
  it.each(RAW_CASES)('with %s answer below 500 with { code, message }', async (label, line, lines, body) => {
    tally.sent += 1;
    const { status, text } = await rawRequest(Number(new URL(server.base).port), line, lines, body);
    const [method = '', path = ''] = line.split(' ');
    expect(complaint({ method, path }, status, text), `${label} → ${status} ${text.slice(0, 200)}`).toBeNull();
  });
});

describe('afterwards', () => {
  it('the server is healthy, wrote only what it answered as made, and took at least 2,000 inputs', async () => {
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const [u] = await server.db.select({ n: count() }).from(users);
    const [p] = await server.db.select({ n: count() }).from(payments);
    // The two learners of beforeAll, and each fuzzed sign-up or payment that was answered 201.
    expect({ users: u?.n, payments: p?.n }).toEqual({ users: 2 + tally.signUps, payments: tally.paymentsStarted });
    expect(tally.sent).toBeGreaterThanOrEqual(2_000);
  });
});
