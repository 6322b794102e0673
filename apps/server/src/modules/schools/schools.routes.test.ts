import { randomUUID } from 'node:crypto';
import { addDays, kigaliDay } from '@provisoire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchoolSignUp, learnerIn, signedUpAdmin, signedUpSchool } from '../../../test/factories.ts';
import { type Client, client } from '../../../test/http-client.ts';
import { mailsTo, waitForMail } from '../../../test/outbox.ts';
import { auditCount } from '../../../test/payments-helpers.ts';
import { approvedSchool as approvedSchoolBy, member as memberOf, schoolOf } from '../../../test/schools-helpers.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { schools, users } from '../../db/schema.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'umugenzuzi@example.rw' } });
  admin = (await signedUpAdmin(server, 'umugenzuzi@example.rw')).api;
});
afterAll(() => server.close());

const decide = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  admin.post(`/api/admin/schools/${id}/decision`, { decision, ...(reason && { reason }) });

const approvedSchool = () => approvedSchoolBy(server.base, admin);
const member = (school: Parameters<typeof memberOf>[1]) => memberOf(server.base, school);

const studentsOf = async (api: Client) => (await api.get('/api/school/students')).json;

describe('a school signing up', () => {
  it('makes a school account, signed in, pending, with no join code and no students to see', async () => {
    const { api, user, input } = await signedUpSchool(server.base);
    expect(user.role).toBe('school');
    const school = await schoolOf(api);
    expect(school).toMatchObject({ name: input.name, kind: 'auto_ecole', status: 'pending', joinCode: null });
    const refused = await api.get('/api/school/students');
    expect([refused.status, refused.json.code]).toEqual([403, 'school_pending']);
    expect((await api.post('/api/school/join-code')).json.code).toBe('school_pending');
    const [row] = await server.db.select().from(schools).where(eq(schools.id, school.id));
    expect(row?.phone).toBe('+250788123456');
  });

  it('shows the school the phone and place it gave at sign-up, and learners only its place', async () => {
    const { api } = await signedUpSchool(server.base);
    const school = await schoolOf(api);
    expect(school).toMatchObject({
      phone: '+250788123456',
      place: { province: 'Kigali', district: 'Gasabo', sector: 'Gisozi' },
    });
    const approved = await approvedSchool();
    const { api: learner } = await learnerIn(server);
    const seen = await learner.get(`/api/schools/code/${approved.school.joinCode}`);
    expect(seen.json.school).not.toHaveProperty('phone');
  });

  it('refuses each bad field with its own message and makes no account', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '' }, 'name', 'validation.school_name_required'],
      [{ kind: 'taxi' }, 'kind', 'validation.school_kind_required'],
      [{ phone: '0123' }, 'phone', 'validation.phone_invalid'],
      [{ tin: '' }, 'tin', 'validation.tin_required'],
      [{ tin: '12345678' }, 'tin', 'validation.tin_invalid'],
      [{ sector: '' }, 'sector', 'validation.sector_required'],
      [{ district: 'Musanze' }, 'district', 'validation.place_invalid'],
      [{ sector: 'Kimironko-ya-kera' }, 'sector', 'validation.place_invalid'],
      [{ password: 'short' }, 'password', 'validation.password_too_short'],
    ];
    for (const [override, field, key] of cases) {
      const input = buildSchoolSignUp(override);
      const res = await client(server.base).post('/api/schools', input);
      expect([res.status, res.json.code, res.json.fields?.[field]]).toEqual([400, 'validation_failed', key]);
      expect(await server.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    }
    const taken = await signedUpSchool(server.base);
    const again = await client(server.base).post('/api/schools', buildSchoolSignUp({ email: taken.input.email }));
    expect([again.status, again.json.code]).toEqual([409, 'email_taken']);
    expect(await server.db.select().from(schools).where(eq(schools.ownerId, taken.user.id))).toHaveLength(1);
  });
});

describe("an admin's decision", () => {
  it('approves once under a burst: one join code, one audit entry, one mail', async () => {
    const { api, user, input } = await signedUpSchool(server.base);
    const { id } = await schoolOf(api);
    const answers = await Promise.all(Array.from({ length: 5 }, () => decide(id, 'approve')));
    // the first decides; the others find it decided, change nothing and mail nothing
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.json.code))).toEqual(
      new Set(['school_decided']),
    );
    const school = await schoolOf(api);
    expect(school.status).toBe('approved');
    expect(school.joinCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(answers.find((a) => a.status === 200)!.json.school.joinCode).toBe(school.joinCode);
    expect(await auditCount(server.db, 'school.approved', user.id)).toBe(1);
    await waitForMail(server.db, input.email, /cyemewe/);
    expect((await mailsTo(server.db, input.email)).filter((m) => /cyemewe/.test(m.subject ?? ''))).toHaveLength(1);
    expect((await studentsOf(api)).students).toEqual([]);
  });

  it('rejects only with a reason, which the school reads and is mailed; its views stay shut', async () => {
    const { api, input } = await signedUpSchool(server.base);
    const { id } = await schoolOf(api);
    const bare = await decide(id, 'reject');
    expect([bare.status, bare.json.fields?.reason]).toEqual([400, 'validation.reason_required']);
    expect((await schoolOf(api)).status).toBe('pending');
    expect((await decide(id, 'reject', 'TIN ntibaho')).status).toBe(200);
    expect(await schoolOf(api)).toMatchObject({ status: 'rejected', reason: 'TIN ntibaho', joinCode: null });
    const mail = await waitForMail(server.db, input.email, /ntikyemewe/);
    expect(mail.text).toContain('TIN ntibaho');
    for (const call of [() => api.get('/api/school/students'), () => api.post('/api/school/join-code')]) {
      const refused = await call();
      expect([refused.status, refused.json.code]).toEqual([403, 'school_rejected']);
    }
  });

  it('mails a decision once: the same one again is refused, whatever its reason; the other reverses it', async () => {
    const { api, input } = await signedUpSchool(server.base);
    const { id } = await schoolOf(api);
    expect((await decide(id, 'reject', 'TIN ntibaho')).status).toBe(200);
    await waitForMail(server.db, input.email, /ntikyemewe/);
    const again = await Promise.all(['Indi mpamvu', 'TIN ntibaho', 'Iya gatatu'].map((r) => decide(id, 'reject', r)));
    expect(again.map((a) => [a.status, a.json.code])).toEqual(Array(3).fill([409, 'school_decided']));
    expect((await schoolOf(api)).reason).toBe('TIN ntibaho');
    expect((await decide(id, 'approve')).status).toBe(200);
    await waitForMail(server.db, input.email, /cyemewe/);
    const mails = await mailsTo(server.db, input.email);
    expect(mails.filter((m) => /ntikyemewe/.test(m.subject ?? ''))).toHaveLength(1);
    expect(mails.filter((m) => /cyanyu cyemewe/.test(m.subject ?? ''))).toHaveLength(1);
  });

  it('is for admins only, and lists every school with its contact', async () => {
    const learner = await learnerIn(server);
    const { api, input } = await signedUpSchool(server.base);
    const { id } = await schoolOf(api);
    for (const caller of [learner.api, api]) {
      expect((await caller.get('/api/admin/schools')).status).toBe(403);
      expect((await caller.post(`/api/admin/schools/${id}/decision`, { decision: 'approve' })).status).toBe(403);
    }
    expect((await decide(randomUUID(), 'approve')).status).toBe(404);
    const listed = (await admin.get('/api/admin/schools')).json.schools.find((s: { id: string }) => s.id === id);
    expect(listed).toMatchObject({ name: input.name, tin: '123456789', email: input.email, status: 'pending' });
  });
});

describe('joining a school', () => {
  it('takes a code as typed, waits for the school to accept, then shows progress only', async () => {
    const school = await approvedSchool();
    const learner = await learnerIn(server);
    const typed = `${school.school.joinCode!.slice(0, 4).toLowerCase()}-${school.school.joinCode!.slice(4)}`;
    expect((await learner.api.get(`/api/schools/code/${typed}`)).json.school.name).toBe(school.input.name);
    const joined = await learner.api.call('PUT', '/api/account/school', { code: typed });
    expect(joined.json.membership).toEqual({
      school: { name: school.input.name, district: 'Gasabo' },
      status: 'requested',
    });
    const asked = await studentsOf(school.api);
    expect(asked.students).toEqual([]);
    expect(asked.requests).toEqual([expect.objectContaining({ id: learner.user.id })]);
    expect(Object.keys(asked.requests[0]).sort()).toEqual(['displayName', 'id', 'requestedAt']);
    expect((await school.api.get(`/api/school/students/${learner.user.id}`)).status).toBe(404);

    expect((await school.api.post(`/api/school/students/${learner.user.id}/accept`)).status).toBe(204);
    await server.db.transaction((tx) => grantPlan(tx, learner.user.id, 'monthly', new Date()));
    expect((await learner.api.get('/api/lessons/3')).status).toBe(200);
    const exam = (await learner.api.post('/api/exams')).json;
    expect((await learner.api.post(`/api/exams/${exam.id}/finish`)).status).toBe(200);

    const [student] = (await studentsOf(school.api)).students;
    expect(student).toMatchObject({
      id: learner.user.id,
      status: 'accepted',
      lessonsOpened: 1,
      examsTaken: 1,
      lastGrade: 0,
      bestGrade: 0,
      passedCount: 0,
      daysLeft: 30,
    });
    expect(student.lastActiveAt).not.toBeNull();
    expect(student).toMatchObject({ testDate: null, daysStudied: 0 });

    // The plan's test date and the days studied this week, once the student gives one and practises.
    const testDate = addDays(kigaliDay(new Date()), 20);
    expect((await learner.api.call('PUT', '/api/plan/test-date', { testDate })).status).toBe(200);
    const { question } = (await learner.api.get('/api/practice/next')).json;
    const practised = { questionId: question.id, choice: 0, requestId: randomUUID() };
    expect((await learner.api.post('/api/practice/answers', practised)).status).toBe(200);
    expect((await studentsOf(school.api)).students[0]).toMatchObject({ testDate, daysStudied: 1 });

    const page = (await school.api.get(`/api/school/students/${learner.user.id}`)).json;
    expect(page.exams.results).toHaveLength(1);
    expect(JSON.stringify(page)).not.toMatch(/choice|answer|payment|amount|phone|email/i);
    expect((await learner.api.get('/api/account/school')).json.membership.status).toBe('accepted');
  });

  it('is one school at a time, even when two are asked at once', async () => {
    const [a, b] = [await approvedSchool(), await approvedSchool()];
    const learner = await learnerIn(server);
    const tries = await Promise.all(
      [a, b, a, b, a, b].map((s) => learner.api.call('PUT', '/api/account/school', { code: s.school.joinCode })),
    );
    const won = tries.filter((t) => t.status === 200);
    const lost = tries.filter((t) => t.status === 409);
    expect(won.length + lost.length).toBe(6);
    expect(new Set(won.map((t) => t.json.membership.school.name)).size).toBe(1);
    expect(lost.every((t) => t.json.code === 'school_member')).toBe(true);
    const counts = [(await studentsOf(a.api)).requests.length, (await studentsOf(b.api)).requests.length];
    expect(counts.sort()).toEqual([0, 1]);

    expect((await learner.api.call('DELETE', '/api/account/school')).status).toBe(204);
    expect((await learner.api.get('/api/account/school')).json.membership).toBeNull();
    expect((await learner.api.call('PUT', '/api/account/school', { code: b.school.joinCode })).status).toBe(200);
  });

  it('refuses unknown, malformed and retired codes, and codes of schools not approved', async () => {
    const school = await approvedSchool();
    const pending = await signedUpSchool(server.base);
    const learner = await learnerIn(server);
    const old = school.school.joinCode!;
    const renewed = (await school.api.post('/api/school/join-code')).json.school.joinCode;
    expect(renewed).not.toBe(old);
    for (const code of [old, 'ABCDEFGH']) {
      const res = await learner.api.call('PUT', '/api/account/school', { code });
      expect([res.status, res.json.code]).toEqual([404, 'join_code_unknown']);
    }
    for (const code of ['', 'ABC', 'ABCDEFG0', 12345678]) {
      const res = await learner.api.call('PUT', '/api/account/school', { code });
      expect([res.status, res.json.fields?.code]).toEqual([400, 'validation.join_code_invalid']);
    }
    expect((await pending.api.call('PUT', '/api/account/school', { code: renewed })).status).toBe(403);
    expect((await learner.api.get('/api/account/school')).json.membership).toBeNull();
  });
});

describe("a school's students", () => {
  it('are its own: another school, a learner, or nobody signed in reads none of them', async () => {
    const mine = await approvedSchool();
    const other = await approvedSchool();
    const learner = await member(mine);
    for (const path of [`/api/school/students/${learner.user.id}`, `/api/school/students/${randomUUID()}`]) {
      const res = await other.api.get(path);
      expect([res.status, res.json.code]).toEqual([404, 'not_found']);
    }
    expect((await other.api.post(`/api/school/students/${learner.user.id}/accept`)).status).toBe(404);
    expect((await other.api.call('DELETE', `/api/school/students/${learner.user.id}`)).status).toBe(404);
    expect((await other.api.get('/api/school/students/not-a-uuid')).status).toBe(400);
    for (const path of ['/api/school', '/api/school/students', `/api/school/students/${learner.user.id}`]) {
      expect((await learner.api.get(path)).status).toBe(403);
      expect((await client(server.base).get(path)).status).toBe(401);
    }
    expect((await studentsOf(mine.api)).students.map((s: { id: string }) => s.id)).toEqual([learner.user.id]);
  });

  it('can be let go: the learner has no school after', async () => {
    const school = await approvedSchool();
    const learner = await member(school);
    expect((await school.api.call('DELETE', `/api/school/students/${learner.user.id}`)).status).toBe(204);
    expect((await studentsOf(school.api)).students).toEqual([]);
    expect((await learner.api.get('/api/account/school')).json.membership).toBeNull();
  });
});
