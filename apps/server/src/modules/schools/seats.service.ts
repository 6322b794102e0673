import type { SeatAssignInput } from '@provisoire/domain/school-work-schemas';
import type { Database } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { UserRow } from '../auth/users.repository.ts';
import { grantPlan } from '../subscriptions/subscriptions.service.ts';
import { approvedSchool } from './approved-school.ts';
import { createSchoolsRepository } from './schools.repository.ts';
import { createSeatsRepository } from './seats.repository.ts';

/**
 * A school's seats: bought through the payment engine (a paid payment with `seats` adds them), given
 * to its accepted students one at a time. A seat given is the plan granted, audited, once.
 */
export function createSeatsService({ db, clock }: { db: Database; clock: () => Date }) {
  const schools = createSchoolsRepository(db);

  return {
    async counts(owner: UserRow) {
      const school = await approvedSchool(schools, owner.id);
      return createSeatsRepository(db).count(school.id);
    },

    /**
     * Gives one free seat of the plan to a student of this school. The school's row is locked first, so
     * its gifts take turns: a burst gives each seat once, and a retried press (same request id) gives
     * nothing more.
     */
    async assign(owner: UserRow, studentId: string, { plan, requestId }: SeatAssignInput) {
      const school = await approvedSchool(schools, owner.id);
      const now = clock();
      await db.transaction(async (tx) => {
        const r = createSchoolsRepository(tx);
        const seats = createSeatsRepository(tx);
        await r.lock(school.id);
        const member = await r.member(school.id, studentId);
        if (member?.status !== 'accepted') throw new AppError('not_found', 404);
        const given = await seats.ofRequest(school.id, requestId);
        if (given) {
          if (given.studentId !== studentId || given.plan !== plan)
            throw new AppError('validation_failed', 400, { fields: { requestId: 'validation.body_invalid' } });
          return;
        }
        const seatId = await seats.assignFree(school.id, plan, studentId, requestId, now);
        if (!seatId) throw new AppError('no_seat', 409);
        const granted = await grantPlan(tx, studentId, plan, now);
        await recordAudit(tx, {
          actorId: owner.id,
          action: 'seat.assigned',
          subject: studentId,
          details: { plan, seat: seatId, school: school.id, end: granted.end },
        });
      });
      return createSeatsRepository(db).count(school.id);
    },
  };
}

export type SeatsService = ReturnType<typeof createSeatsService>;
