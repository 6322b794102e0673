// Exam season: payments approved by their payers in a busy minute must reach each learner's screen
// by the provider's callback, not wait for the reconciler. Run: npm run build && npx tsx bench/payments.ts
// [--payments 300] [--seconds 60]
// The production server with its MTN simulator: each learner (signed up beforehand) starts a payment
// and follows it on its event stream, as the subscription page does; the payers approve on the
// simulator's phone page at an even pace over the minute. The reconciler is slowed to once in ten
// minutes, so only callbacks settle. Measured: from a payer's approval to the learner's stream saying
// "paid". All the callbacks come from one address, the simulator's. Results: docs/performance.md.
import { randomUUID } from 'node:crypto';
import { startAppServer } from '../e2e/support/app-server.ts';
import { inBatches, percentile, signedUpCookie, sleep } from './support.ts';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number`);
  return value;
};
const PAYMENTS = option('payments', 300);
const SECONDS = option('seconds', 60);
const GIVE_UP_MS = 30_000;

/** A learner's payment, followed on its event stream until it says paid. */
interface Followed {
  phone: string;
  approvedAt: number;
  paid: Promise<number | null>;
}

/** Resolves with the time its stream first says "paid", or null after GIVE_UP_MS. */
async function paidEvent(base: string, cookie: string, id: string, opened: () => void) {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), GIVE_UP_MS + SECONDS * 1000);
  try {
    const res = await fetch(`${base}/api/payments/${id}/events`, { headers: { cookie }, signal: stop.signal });
    opened();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      text += value;
      if (text.includes('"status":"paid"')) return performance.now();
    }
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

async function startAndFollow(base: string, cookie: string, n: number): Promise<Followed> {
  const phone = `078${String(1_000_000 + n).padStart(7, '0')}`;
  const res = await fetch(`${base}/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ plan: 'daily', method: 'mtn', phone, requestId: randomUUID() }),
  });
  if (res.status !== 201) throw new Error(`payment start ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  let opened!: () => void;
  const streaming = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const paid = paidEvent(base, cookie, id, opened);
  await streaming;
  return { phone, approvedAt: 0, paid };
}

/** The simulator's phone page: the approve address of each request it lists, by the payer's number. */
async function approveLinks(base: string) {
  const page = await (await fetch(`${base}/dev/phone`)).text();
  const links = new Map<string, string>();
  for (const [, phone, action] of page.matchAll(/· 0(\d{9}) ·[\s\S]*?action="([^"]+\/approve)"/g))
    links.set(`0${phone}`, action!);
  return links;
}

const server = await startAppServer({ PAYMENTS_RECONCILE_MS: '600000' });
try {
  const base = server.baseUrl;
  const cookies = await inBatches(
    Array.from({ length: PAYMENTS }, (_, n) => n),
    8,
    (n) => signedUpCookie(base, 'payer', n),
  );
  // The phone page lists the 50 newest requests: the payments start 40 at a time, each group read off it.
  const followed: Followed[] = [];
  const links = new Map<string, string>();
  for (let first = 0; first < PAYMENTS; first += 40) {
    const group = cookies.slice(first, first + 40).map((cookie, i) => ({ cookie, n: first + i }));
    followed.push(...(await inBatches(group, 16, ({ cookie, n }) => startAndFollow(base, cookie, n))));
    for (const [phone, link] of await approveLinks(base)) links.set(phone, link);
  }
  const missing = followed.filter((f) => !links.has(f.phone)).length;
  if (missing) throw new Error(`${missing} payments are not on the simulator's phone page`);

  // The payers approve at an even pace over the minute.
  const began = performance.now();
  const gap = (SECONDS * 1000) / PAYMENTS;
  await Promise.all(
    followed.map(async (payment, i) => {
      await sleep(gap * i);
      payment.approvedAt = performance.now();
      const res = await fetch(base + links.get(payment.phone)!, { method: 'POST', redirect: 'manual' });
      if (res.status !== 303) throw new Error(`approve ${res.status}`);
    }),
  );
  const spent = (performance.now() - began) / 1000;
  const latencies: number[] = [];
  let lost = 0;
  for (const payment of followed) {
    const at = await payment.paid;
    if (at === null) lost++;
    else latencies.push(at - payment.approvedAt);
  }
  const ms = (p: number) => percentile(latencies, p).toFixed(0);
  console.log(
    `${PAYMENTS} payments approved in ${spent.toFixed(1)} s: ${latencies.length} reached the learner's stream, ` +
      `${lost} did not within ${GIVE_UP_MS / 1000} s; approval to "paid" on screen p50 ${ms(0.5)} ms, ` +
      `p95 ${ms(0.95)} ms, max ${ms(1)} ms (goal: all, p95 < 100 ms)`,
  );
} finally {
  await server.stop();
}
