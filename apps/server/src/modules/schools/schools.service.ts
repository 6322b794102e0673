import { randomInt } from 'node:crypto';
import {
  type AdminSchool,
  DEFAULT_LANGUAGE,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type JoinRequest,
  type Language,
  type Membership,
  NOTICE_LIFETIME_MS,
  normalizeJoinCode,
  type OwnSchoolView,
  parseRwandanMobile,
  type SchoolOfCode,
  type SchoolView,
  type StudentProgress,
} from '@provisoire/domain';
import { wrongPlaceField } from '@provisoire/domain/locations';
import type { SchoolDecision, SchoolSignUpInput } from '@provisoire/domain/school-schemas';
import type { Database, Queryable } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createUsersRepository, type UserRow } from '../auth/users.repository.ts';
import type { Deliveries } from '../deliveries/deliveries.service.ts';
import type { ExamsService } from '../exams/exams.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import { approvedSchool } from './approved-school.ts';
import { schoolDecisionMail } from './school.mails.ts';
import { createSchoolsRepository, type SchoolRow } from './schools.repository.ts';
import { studentsProgress } from './students.sql.ts';

interface Deps {
  db: Database;
  auth: AuthService;
  exams: ExamsService;
  /** Each student's chance of passing and weakest lessons, from the practice service. */
  readinessOf: PracticeService['readinessOf'];
  deliveries: Pick<Deliveries, 'queueMail'>;
  clock: () => Date;
  publicUrl: string;
}

const newJoinCode = () =>
  Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

const presentSchool = (s: SchoolRow): SchoolView => ({
  id: s.id,
  name: s.name,
  kind: s.kind,
  status: s.status,
  reason: s.reason,
  joinCode: s.status === 'approved' ? s.joinCode : null,
  place: { province: s.province, district: s.district, sector: s.sector },
});

/** What the school itself sees of its record: with the phone it gave at sign-up. */
const presentOwnSchool = (s: SchoolRow): OwnSchoolView => ({ ...presentSchool(s), phone: s.phone });

/** A request to join shows who asks, nothing of their progress until the school accepts them. */
const presentRequest = ({ id, displayName, requestedAt }: StudentProgress): JoinRequest => ({
  id,
  displayName,
  requestedAt,
});

/** Driving schools: their sign-up, an admin's decision, their join code and their students. */
export function createSchoolsService({ db, auth, exams, readinessOf, deliveries, clock, publicUrl }: Deps) {
  /** The students' progress with their readiness (one student's, when `studentId` is given). */
  async function progress(schoolId: string, studentId?: string): Promise<StudentProgress[]> {
    const rows = await studentsProgress(db, schoolId, clock(), studentId);
    const readiness = await readinessOf(rows.filter((r) => r.status === 'accepted').map((r) => r.id));
    return rows.map((r) => ({ ...r, ...(readiness.get(r.id) ?? { readiness: null, weakest: [] }) }));
  }

  const repo = createSchoolsRepository(db);

  /**
   * Sets a fresh code (in a savepoint when inside a transaction); another school holding the same one
   * (a chance in 10^11) means another draw.
   */
  async function setNewCode(q: Queryable, schoolId: string) {
    for (;;) {
      try {
        const row = await q.transaction((t) =>
          createSchoolsRepository(t).update(schoolId, { joinCode: newJoinCode() }),
        );
        if (!row) throw new AppError('not_found', 404);
        return row;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }

  async function membership(learner: UserRow, r = repo): Promise<Membership | null> {
    const found = await r.membershipOf(learner.id);
    if (!found) return null;
    const { membership, school } = found;
    return { school: { name: school.name, district: school.district }, status: membership.status };
  }

  return {
    /** The school's account (role 'school', signed in at once) and its school, pending, as one. */
    async signUp(input: SchoolSignUpInput, userAgent: string | null, language: Language = DEFAULT_LANGUAGE) {
      const wrong = wrongPlaceField(input);
      if (wrong) throw new AppError('validation_failed', 400, { fields: { [wrong]: 'validation.place_invalid' } });
      const { name, kind, tin, province, district, sector, email, password } = input;
      const phone = parseRwandanMobile(input.phone)?.e164 ?? input.phone;
      return auth.signUp({ displayName: name, email, password }, userAgent, {
        school: {
          create: (tx, ownerId) =>
            createSchoolsRepository(tx).insert({ ownerId, name, kind, phone, tin, province, district, sector }),
        },
        language,
      });
    },

    /** The school's own view, with the phone it gave at sign-up (its account page shows it). */
    async mine(owner: UserRow): Promise<OwnSchoolView> {
      const school = await repo.ofOwner(owner.id);
      if (!school) throw new AppError('forbidden', 403);
      return presentOwnSchool(school);
    },

    /**
     * A new join code; the old one stops working at once (requests already made stay). Answered as the
     * school's own view: the pages keep it in the place of the one `mine` gave.
     */
    async renewCode(owner: UserRow): Promise<OwnSchoolView> {
      const school = await approvedSchool(repo, owner.id);
      return presentOwnSchool(await setNewCode(db, school.id));
    },

    /**
     * Approves (with a join code) or rejects (with a reason) a school, audited, and mails the school.
     * The same decision again changes nothing and mails nothing.
     */
    async decide(actorId: string, schoolId: string, { decision, reason }: SchoolDecision) {
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const decided = await db.transaction(async (tx) => {
        const r = createSchoolsRepository(tx);
        const school = await r.lock(schoolId);
        if (!school) throw new AppError('not_found', 404);
        // Decided so already (with this reason or another): nothing changes and nobody is mailed again.
        // The other decision stays possible: the admin's page offers to reverse one.
        if (school.status === status) throw new AppError('school_decided', 409);
        const at = clock();
        let row = await r.update(schoolId, {
          status,
          reason: status === 'rejected' ? (reason ?? null) : null,
          decidedAt: at,
          decidedBy: actorId,
        });
        if (status === 'approved' && !row?.joinCode) row = await setNewCode(tx, schoolId);
        await recordAudit(tx, {
          actorId,
          action: `school.${status}`,
          subject: school.ownerId,
          details: { school: school.name, ...(status === 'rejected' && { reason }) },
        });
        const owner = await createUsersRepository(tx).findById(school.ownerId);
        if (owner?.email) {
          const mail = schoolDecisionMail(
            owner.language,
            owner.email,
            row!.name,
            row!.reason,
            `${publicUrl}/dashboard`,
          );
          await deliveries.queueMail(tx, 'school_decision', mail, new Date(at.getTime() + NOTICE_LIFETIME_MS));
        }
        return row!;
      });
      return presentSchool(decided);
    },

    async list(): Promise<AdminSchool[]> {
      const rows = await repo.list();
      return rows.map(({ school, email }) => ({
        ...presentSchool(school),
        joinCode: null,
        phone: school.phone,
        tin: school.tin,
        email,
        createdAt: school.createdAt.toISOString(),
        decidedAt: school.decidedAt?.toISOString() ?? null,
      }));
    },

    /** The approved school of a code, as a learner sees it before joining. */
    async ofCode(typed: string): Promise<SchoolOfCode> {
      const school = await repo.ofCode(normalizeJoinCode(typed) ?? '');
      if (!school) throw new AppError('join_code_unknown', 404);
      return { name: school.name, district: school.district, sector: school.sector };
    },

    /** A learner asks to join; asking again the same school is the same request. */
    async join(learner: UserRow, typed: string) {
      const code = normalizeJoinCode(typed) ?? '';
      if (learner.role === 'school') throw new AppError('forbidden', 403);
      return db.transaction(async (tx) => {
        const r = createSchoolsRepository(tx);
        const school = await r.ofCode(code);
        if (!school) throw new AppError('join_code_unknown', 404);
        const joined = await r.requestJoin(learner.id, school.id, clock());
        if (!joined) {
          const current = await r.membershipOf(learner.id);
          if (current?.school.id !== school.id) throw new AppError('school_member', 409);
        }
        return (await membership(learner, r))!;
      });
    },

    membership: (learner: UserRow) => membership(learner),

    async leave(learner: UserRow) {
      await repo.leave(learner.id);
    },

    /** The school's students with their progress, and the learners asking to join. */
    async students(owner: UserRow) {
      const school = await approvedSchool(repo, owner.id);
      const all = await progress(school.id);
      return {
        students: all.filter((s) => s.status === 'accepted'),
        requests: all.filter((s) => s.status === 'requested').map(presentRequest),
      };
    },

    /** One student's progress and finished exams (grades only); another school's learner is not found. */
    async student(owner: UserRow, studentId: string, before?: string) {
      const school = await approvedSchool(repo, owner.id);
      const [student] = await progress(school.id, studentId);
      if (student?.status !== 'accepted') throw new AppError('not_found', 404);
      return { student, exams: await exams.results(studentId, before) };
    },

    async accept(owner: UserRow, studentId: string) {
      const school = await approvedSchool(repo, owner.id);
      if (!(await repo.accept(school.id, studentId, clock()))) throw new AppError('not_found', 404);
    },

    /** Declines a request, or lets a student go. */
    async remove(owner: UserRow, studentId: string) {
      const school = await approvedSchool(repo, owner.id);
      if (!(await repo.remove(school.id, studentId))) throw new AppError('not_found', 404);
    },
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
