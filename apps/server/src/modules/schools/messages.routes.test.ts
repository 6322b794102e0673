import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpAdmin, signedUpSchool } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { mailsTo } from '../../../test/outbox.ts';
import { approvedSchool, member } from '../../../test/schools-helpers.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { notifications, outboxMessages, users } from '../../db/schema.ts';

// 10:00 in Kigali on Sunday 22 November 2026: the class is on Wednesday the 25th.
const NOW = new Date('2026-11-22T08:00:00Z');
const HOUR = 3_600_000;

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer({
    now: NOW,
    env: { ADMIN_EMAILS: 'ubutumwa@example.rw', REMINDERS_SWEEP_MS: '600000' },
  });
  admin = (await signedUpAdmin(server, 'ubutumwa@example.rw')).api;
});
afterAll(() => server.close());

const bell = async (api: Client) => (await api.get('/api/notifications')).json;
const write = (api: Client, body: object) =>
  api.post('/api/school/messages', {
    kind: 'class',
    day: '2026-11-25',
    body: 'Muzane indangamuntu.',
    ...body,
  });

describe('a school writing to its students', () => {
  it('reaches each accepted student’s bell, unread until opened, and the school sees who read it', async () => {
    const school = await approvedSchool(server.base, admin);
    const [a, b] = [await member(server.base, school), await member(server.base, school)];
    const asking = await learnerIn(server);
    await asking.api.call('PUT', '/api/account/school', { code: school.school.joinCode });
    const sent = await write(school.api, {});
    expect([sent.status, sent.json.recipients], sent.text).toEqual([201, 2]);
    const seen = await bell(a.api);
    expect(seen.unread).toBe(1);
    expect(seen.notifications).toEqual([
      expect.objectContaining({
        school: school.input.name,
        kind: 'class',
        day: '2026-11-25',
        body: 'Muzane indangamuntu.',
        read: false,
      }),
    ]);
    expect((await bell(asking.api)).unread).toBe(0);
    // The page learns the count with who is signed in, and so does a sign-in: the bar asks nothing more.
    expect((await a.api.get('/api/auth/me')).json.user.unread).toBe(1);
    const again = await client(server.base).post('/api/auth/login', {
      email: a.input.email,
      password: a.input.password,
    });
    expect(again.json.user.unread).toBe(1);
    expect((await a.api.post('/api/notifications/read')).status).toBe(204);
    expect(await bell(a.api)).toMatchObject({ unread: 0, notifications: [{ read: true }] });
    expect((await bell(b.api)).unread).toBe(1);
    const list = (await school.api.get('/api/school/messages')).json.messages;
    expect(list).toEqual([expect.objectContaining({ kind: 'class', recipients: 2, read: 1 })]);
  });

  it('writes to the chosen students only', async () => {
    const school = await approvedSchool(server.base, admin);
    const [a, b] = [await member(server.base, school), await member(server.base, school)];
    const sent = await write(school.api, { kind: 'note', day: undefined, to: [b.user.id, b.user.id] });
    expect([sent.status, sent.json.recipients]).toEqual([201, 1]);
    expect((await bell(a.api)).unread).toBe(0);
    expect((await bell(b.api)).notifications[0]).toMatchObject({ kind: 'note', day: null });
  });

  it('refuses bad messages with their own keys and writes nothing', async () => {
    const school = await approvedSchool(server.base, admin);
    const student = await member(server.base, school);
    const stranger = await learnerIn(server);
    const cases: [object, string, string][] = [
      [{ kind: 'party' }, 'kind', 'validation.message_kind_required'],
      [{ day: undefined }, 'day', 'validation.message_day_required'],
      [{ kind: 'exam', day: '2026-02-31' }, 'day', 'validation.message_day_invalid'],
      [{ kind: 'exam', day: '2026-13-01' }, 'day', 'validation.message_day_invalid'],
      [{ day: '2026-11-21' }, 'day', 'validation.message_day_invalid'],
      [{ day: '2028-01-01' }, 'day', 'validation.message_day_invalid'],
      [{ kind: 'note', day: undefined, body: '   ' }, 'body', 'validation.message_body_required'],
      [{ body: 'a'.repeat(501) }, 'body', 'validation.message_body_too_long'],
      [{ to: [] }, 'to', 'validation.message_to_required'],
      [{ to: 'all' }, 'to', 'validation.message_to_required'],
      [{ day: null }, 'day', 'validation.message_day_invalid'],
      [{ to: [student.user.id, stranger.user.id] }, 'to', 'validation.message_to_required'],
    ];
    for (const [change, field, key] of cases) {
      const res = await write(school.api, change);
      expect([res.status, res.json.fields?.[field]], JSON.stringify(change)).toEqual([400, key]);
    }
    expect((await school.api.get('/api/school/messages')).json.messages).toEqual([]);
    expect((await bell(student.api)).unread).toBe(0);
    const lonely = await approvedSchool(server.base, admin);
    const none = await write(lonely.api, {});
    expect([none.status, none.json.fields?.to]).toEqual([400, 'validation.message_no_students']);
  });

  it('is for approved schools only, and a school sends at most 20 a day', async () => {
    const pending = await signedUpSchool(server.base);
    expect((await write(pending.api, {})).json.code).toBe('school_pending');
    const learner = await learnerIn(server);
    expect((await write(learner.api, {})).status).toBe(403);
    expect((await learner.api.get('/api/school/messages')).status).toBe(403);
    const school = await approvedSchool(server.base, admin);
    await member(server.base, school);
    const answers = await Promise.all(
      Array.from({ length: 22 }, () => write(school.api, { kind: 'note', day: undefined })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(2);
  });
});

describe('the day-before reminder', () => {
  it('goes once to each student from 08:00 the day before, by SMS to a phone or else by e-mail, in their language', async () => {
    const school = await approvedSchool(server.base, admin);
    const [byMail, bySms] = [await member(server.base, school), await member(server.base, school)];
    await server.db.update(users).set({ phone: '+250781112233' }).where(eq(users.id, bySms.user.id));
    await server.db.update(users).set({ language: 'en' }).where(eq(users.id, byMail.user.id));
    expect((await write(school.api, { kind: 'exam', body: '' })).status).toBe(201);
    const reminders = async () => [
      ...(await mailsTo(server.db, byMail.input.email)).filter(
        (m) => m.subject === 'A reminder from your driving school',
      ),
      ...(await mailsTo(server.db, '+250781112233')),
    ];

    expect(await server.messages.remindDue()).toBe(0);
    server.advance(46 * HOUR - HOUR / 60); // 07:59 in Kigali on the 24th
    expect(await server.messages.remindDue()).toBe(0);
    server.advance(HOUR / 60);
    // Three sweeps at once (instances, or a slow one overlapping the next): each student once.
    await Promise.all([1, 2, 3].map(() => server.messages.remindDue()));
    await server.deliveries.sendDue(); // queued with the claim, they leave at once
    const sent = await reminders();
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'sms')?.text).toBe(
      `Provisoire: ${school.input.name} irakwibutsa: Ikizamini ni ejo, 25/11/2026.`,
    );
    expect(sent.find((m) => m.channel === 'email')?.text).toContain(
      `A reminder from ${school.input.name}: Exam tomorrow, 25/11/2026.`,
    );
    server.advance(HOUR);
    expect(await server.messages.remindDue()).toBe(0);
    const rows = await server.db.select().from(notifications).where(eq(notifications.userId, bySms.user.id));
    expect(rows[0]?.remindedAt).not.toBeNull();
    expect(await reminders()).toHaveLength(2);
  });

  it('is not sent once the day has begun, nor for a message with no day', async () => {
    const school = await approvedSchool(server.base, admin);
    const student = await member(server.base, school);
    await server.db.update(users).set({ phone: '+250781114455' }).where(eq(users.id, student.user.id));
    expect((await write(school.api, { kind: 'note', day: undefined })).status).toBe(201);
    expect((await write(school.api, { day: '2026-11-27' })).status).toBe(201);
    server.advance(6 * 24 * HOUR); // past the 27th
    expect(await server.messages.remindDue()).toBe(0);
    const texts = await server.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+250781114455'));
    expect(texts).toEqual([]);
  });
});
