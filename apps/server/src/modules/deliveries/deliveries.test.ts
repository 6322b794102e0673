import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signedUpLearner } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { startTestServer } from '../../../test/test-server.ts';
import { freePort } from '../../cli/free-port.ts';
import { deliveries, users } from '../../db/schema.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const poll = { timeout: 10_000, interval: 50 };
const RESET_SUBJECT = /Hindura ijambo ry'ibanga/;

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

/** A server whose mail goes to SMTP on `port` (nothing listens there until a sink is started on it). */
async function serverMailingTo(port: number, database?: string) {
  const server = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, DELIVERIES_SWEEP_MS: '100' },
    ...(database && { database }),
  });
  open.push(server);
  return server;
}

async function sink(port: number, options?: Parameters<typeof startSmtpSink>[1]) {
  const started = await startSmtpSink(port, options);
  open.push(started);
  return started;
}

const queued = (server: Server, recipient: string) =>
  server.db.select().from(deliveries).where(eq(deliveries.recipient, recipient));

async function askReset(server: Server, email: string) {
  expect((await client(server.base).post('/api/auth/password-reset/request', { email })).status).toBe(202);
}

async function signedInAdmin(server: Server) {
  const admin = await signedUpLearner(server.base);
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin.api;
}

const resetMails = (smtp: SmtpSink, email: string) => smtp.to(email).filter((m) => RESET_SUBJECT.test(m.subject));

describe('mail that is never lost (issue 31)', () => {
  it('keeps a reset asked while SMTP is down, and sends it once when SMTP is back; its link works', async () => {
    const port = await freePort();
    const server = await serverMailingTo(port);
    const { input } = await signedUpLearner(server.base);
    await askReset(server, input.email);
    // Tried at once, refused (nothing listens), and kept with the reason for a retry.
    await expect
      .poll(async () => (await queued(server, input.email)).find((d) => d.kind === 'reset_password'), poll)
      .toMatchObject({ status: 'pending', tries: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });

    const smtp = await sink(port);
    server.advance(30 * SECOND); // the first retry is due
    await expect.poll(() => resetMails(smtp, input.email).length, poll).toBe(1);
    // Later rounds find nothing left to send: still one mail, and the verification mail once too.
    server.advance(10 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resetMails(smtp, input.email)).toHaveLength(1);
    expect(smtp.to(input.email).filter((m) => /Emeza imeli/.test(m.subject))).toHaveLength(1);

    expect(resetMails(smtp, input.email)[0]?.body).toContain('<html lang="rw">');
    const token = resetMails(smtp, input.email)[0]?.body.match(/reset-password\?token=([\w-]+)/)?.[1];
    const reset = await client(server.base).post('/api/auth/password-reset', { token, password: 'inzira-nshya-nziza' });
    expect(reset.status).toBe(200);
    // Sent: the link is not kept in the queue.
    const row = (await queued(server, input.email)).find((d) => d.kind === 'reset_password');
    expect(row).toMatchObject({ status: 'sent', text: null, html: null });
    // named by the queued message, the same at every try: a mail sent again is the same message
    expect(resetMails(smtp, input.email)[0]?.body).toMatch(new RegExp(`^Message-ID: <${row!.id}@`, 'mi'));
  });

  it('shows the admin a mail that keeps failing, then gives it up once its link has expired', async () => {
    const port = await freePort();
    const server = await serverMailingTo(port);
    const admin = await signedInAdmin(server);
    const { input, api: learner } = await signedUpLearner(server.base);
    const failing = async () =>
      ((await admin.get('/api/admin/deliveries')).json.deliveries as Array<Record<string, unknown>>).filter(
        (d) => d.recipient === input.email,
      );
    // The sign-up's verification mail: tried at once, refused, kept.
    await expect.poll(async () => (await queued(server, input.email))[0]?.lastError, poll).toBeTruthy();
    expect(await failing()).toEqual([]); // one failed try is no alarm

    // Time passes with SMTP still down: the retries come, and from the third failed one the admin sees it.
    await expect
      .poll(
        async () => {
          server.advance(2 * MINUTE);
          return (await failing())[0];
        },
        { timeout: 10_000, interval: 200 },
      )
      .toMatchObject({
        kind: 'verify_email',
        channel: 'email',
        status: 'retrying',
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
    expect((await failing())[0]?.tries).toBeGreaterThanOrEqual(3);

    server.advance(48 * HOUR); // the link has expired: no use sending it any more
    await expect.poll(async () => (await failing())[0]?.status, poll).toBe('failed');
    expect((await queued(server, input.email))[0]).toMatchObject({ status: 'failed', text: null, html: null });
    // The list is the admin's only.
    expect((await learner.get('/api/admin/deliveries')).status).toBe(403);
    expect((await client(server.base).get('/api/admin/deliveries')).status).toBe(401);
  });

  it('gives up at once a mail whose recipient the mail server refuses, and never sends it', async () => {
    const port = await freePort();
    const server = await serverMailingTo(port);
    const { input } = await signedUpLearner(server.base);
    await expect.poll(async () => (await queued(server, input.email))[0]?.lastError, poll).toBeTruthy();
    const smtp = await sink(port, { refuse: [input.email] });
    server.advance(30 * SECOND); // the sign-up's mail, tried while nothing listened, is tried again: refused
    await askReset(server, input.email);
    await expect
      .poll(async () => (await queued(server, input.email)).map((d) => [d.kind, d.status, d.tries]).sort(), poll)
      .toEqual([
        ['reset_password', 'failed', 1],
        ['verify_email', 'failed', 2],
      ]);
    expect((await queued(server, input.email))[0]?.lastError).toMatch(/550/);
    expect(smtp.received).toEqual([]);
  });

  it('sends each mail once when two instances share the queue', async () => {
    const port = await freePort();
    const first = await serverMailingTo(port);
    const second = await serverMailingTo(port, first.database);
    // Twelve sign-ups, half on each instance, while SMTP is down: twelve mails wait.
    const learners = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signedUpLearner((i % 2 ? second : first).base)),
    );
    const emails = learners.map((l) => l.input.email);
    await expect
      .poll(async () => (await first.db.select().from(deliveries)).filter((d) => d.lastError).length, poll)
      .toBe(12);

    const smtp = await sink(port);
    first.advance(30 * SECOND);
    second.advance(30 * SECOND);
    await expect.poll(() => smtp.received.length, poll).toBe(12);
    await new Promise((resolve) => setTimeout(resolve, 500)); // a few more rounds on both
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...emails].sort());
  });
});
