import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn, signedUpAdmin, signedUpSchool } from '../../../test/factories.ts';
import type { Client } from '../../../test/http-client.ts';
import { auditCount, NUMBERS, pay, settled } from '../../../test/payments-helpers.ts';
import { approvedSchool, member } from '../../../test/schools-helpers.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { auditLog } from '../../db/schema.ts';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'intebe@example.rw' } });
  admin = (await signedUpAdmin(server, 'intebe@example.rw')).api;
});
afterAll(() => server.close());

const seatsOf = async (api: Client) => (await api.get('/api/school/seats')).json.seats;
const daysLeft = async (api: Client) => (await api.get('/api/subscription')).json.subscription?.daysLeft ?? 0;
const give = (school: Client, studentId: string, plan: string, requestId: string = randomUUID()) =>
  school.post(`/api/school/students/${studentId}/seat`, { plan, requestId });

/** A school that bought `seats` of the plan with MTN, paid through the simulator. */
async function schoolWithSeats(seats: number, plan = 'daily') {
  const school = await approvedSchool(server.base, admin);
  const payment = await pay(school.api, { plan, phone: NUMBERS.mtn.succeeds, seats });
  expect((await settled(school.api, payment.id)).status).toBe('paid');
  return school;
}

describe('buying seats', () => {
  it('charges the catalogue price for each seat and keeps the seats with the school, not its own days', async () => {
    const school = await approvedSchool(server.base, admin);
    const payment = await pay(school.api, { plan: 'monthly', phone: NUMBERS.mtn.succeeds, seats: 3 });
    expect(payment).toMatchObject({ amount: 15_000, seats: 3 });
    expect(await seatsOf(school.api)).toEqual([
      { plan: 'daily', free: 0, assigned: 0 },
      { plan: 'weekly', free: 0, assigned: 0 },
      { plan: 'monthly', free: 0, assigned: 0 },
    ]);
    expect((await settled(school.api, payment.id)).status).toBe('paid');
    expect((await seatsOf(school.api))[2]).toEqual({ plan: 'monthly', free: 3, assigned: 0 });
    expect(await daysLeft(school.api)).toBe(0);
    const [paid] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.paid'), eq(auditLog.subject, payment.id)));
    expect(paid?.details).toMatchObject({ amount: 15_000, seats: 3 });
  });

  it('refuses seats to a learner, to a school not yet approved, and counts out of range', async () => {
    const body = (extra: object) => ({
      plan: 'daily',
      method: 'mtn',
      phone: NUMBERS.mtn.succeeds,
      requestId: randomUUID(),
      ...extra,
    });
    const learner = await learnerIn(server);
    const asLearner = await learner.api.post('/api/payments', body({ seats: 2 }));
    expect([asLearner.status, asLearner.json.code]).toEqual([403, 'seats_school_only']);
    const pending = await signedUpSchool(server.base);
    const asPending = await pending.api.post('/api/payments', body({ seats: 2 }));
    expect([asPending.status, asPending.json.code]).toEqual([403, 'school_pending']);
    const school = await approvedSchool(server.base, admin);
    for (const seats of [0, 101, 1.5, '3']) {
      const res = await school.api.post('/api/payments', body({ seats }));
      expect([res.status, res.json.fields?.seats]).toEqual([400, 'validation.seats_invalid']);
    }
    expect((await school.api.get('/api/payments')).json.payments).toEqual([]);
  });
});

describe('giving a seat', () => {
  it('grants the plan to the student, audited, and the seat is then given', async () => {
    const school = await schoolWithSeats(2, 'weekly');
    const student = await member(server.base, school);
    const res = await give(school.api, student.user.id, 'weekly');
    expect(res.status, res.text).toBe(200);
    expect(res.json.seats[1]).toEqual({ plan: 'weekly', free: 1, assigned: 1 });
    expect(await daysLeft(student.api)).toBe(14);
    expect(await auditCount(server.db, 'seat.assigned', student.user.id)).toBe(1);
    const progress = (await school.api.get(`/api/school/students/${student.user.id}`)).json.student;
    expect(progress.daysLeft).toBe(14);
  });

  it('gives each seat once under a burst: one seat, two students, six presses', async () => {
    const school = await schoolWithSeats(1);
    const [a, b] = [await member(server.base, school), await member(server.base, school)];
    const answers = await Promise.all([a, b, a, b, a, b].map((student) => give(school.api, student.user.id, 'daily')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.json.code === 'no_seat')).toBe(true);
    expect((await daysLeft(a.api)) + (await daysLeft(b.api))).toBe(3);
    expect(
      (await auditCount(server.db, 'seat.assigned', a.user.id)) +
        (await auditCount(server.db, 'seat.assigned', b.user.id)),
    ).toBe(1);
    expect((await seatsOf(school.api))[0]).toEqual({ plan: 'daily', free: 0, assigned: 1 });
  });

  it('gives one seat for a press retried at once, and refuses the same press for someone else', async () => {
    const school = await schoolWithSeats(3);
    const [a, b] = [await member(server.base, school), await member(server.base, school)];
    const requestId = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => give(school.api, a.user.id, 'daily', requestId)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await daysLeft(a.api)).toBe(3);
    expect((await seatsOf(school.api))[0]).toEqual({ plan: 'daily', free: 2, assigned: 1 });
    const reused = await give(school.api, b.user.id, 'daily', requestId);
    expect([reused.status, reused.json.fields?.requestId]).toEqual([400, 'validation.body_invalid']);
    expect(await daysLeft(b.api)).toBe(0);
  });

  it('gives nothing to a learner who is not its student, nor a plan it has no seat of', async () => {
    const school = await schoolWithSeats(1);
    const other = await approvedSchool(server.base, admin);
    const theirs = await member(server.base, other);
    const asking = await learnerIn(server);
    await asking.api.call('PUT', '/api/account/school', { code: school.school.joinCode });
    for (const id of [theirs.user.id, asking.user.id, randomUUID()]) {
      const res = await give(school.api, id, 'daily');
      expect([res.status, res.json.code]).toEqual([404, 'not_found']);
    }
    const mine = await member(server.base, school);
    const none = await give(school.api, mine.user.id, 'monthly');
    expect([none.status, none.json.code]).toEqual([409, 'no_seat']);
    expect((await seatsOf(school.api))[0]).toEqual({ plan: 'daily', free: 1, assigned: 0 });
    const bad = await school.api.post(`/api/school/students/${mine.user.id}/seat`, { plan: 'trial', requestId: 'x' });
    expect([bad.status, bad.json.fields]).toEqual([
      400,
      { plan: 'validation.plan_invalid', requestId: 'validation.body_invalid' },
    ]);
    const learnerTry = await mine.api.get('/api/school/seats');
    expect(learnerTry.status).toBe(403);
  });
});
