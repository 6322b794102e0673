import { AppError } from '../../http/app-error.ts';
import type { SchoolRow, SchoolsRepository } from './schools.repository.ts';

/**
 * The school, if an admin approved it: a pending or rejected school sees nothing of students, seats or
 * messages, and pays for nothing.
 */
export function mustBeApproved(school: SchoolRow | null) {
  if (!school) throw new AppError('forbidden', 403);
  if (school.status === 'pending') throw new AppError('school_pending', 403);
  if (school.status === 'rejected') throw new AppError('school_rejected', 403);
  return school;
}

/** The approved school this account signs in for. */
export const approvedSchool = async (repo: Pick<SchoolsRepository, 'ofOwner'>, ownerId: string) =>
  mustBeApproved(await repo.ofOwner(ownerId));
