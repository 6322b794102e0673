import { type ListedAdmins, listedAdminBy } from '@provisoire/domain';
import type { createUsersRepository, UserRow } from './users.repository.ts';

/**
 * The one way the configuration makes admins (`ADMIN_EMAILS`, `ADMIN_PHONES`): every path that proves
 * an address or a number (a verification link, a password reset, an SMS code, Google) hands the
 * account here, in its transaction, and gets it back as it now is.
 */
export function createAdminPromotion(listed: ListedAdmins, clock: () => Date) {
  return async (users: ReturnType<typeof createUsersRepository>, user: UserRow): Promise<UserRow> => {
    const by = listedAdminBy(user, listed);
    if (!by) return user;
    await users.setRole(user.id, 'admin', clock(), { by });
    return { ...user, role: 'admin' };
  };
}

export type PromoteListedAdmin = ReturnType<typeof createAdminPromotion>;
