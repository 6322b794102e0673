import type { Role } from './session-user.ts';

/** The admins the configuration names: `ADMIN_EMAILS` (lower case) and `ADMIN_PHONES` (E.164). */
export interface ListedAdmins {
  emails: readonly string[];
  phones: readonly string[];
}

interface Account {
  role: Role;
  email: string | null;
  emailVerifiedAt: Date | null;
  phone: string | null;
  phoneVerifiedAt: Date | null;
}

/**
 * Which list makes this account an admin: one whose address or number it has proven (the link opened,
 * the SMS code typed, Google's word), never one it only typed. Null when none does, or it is one already,
 * or it is a school's account (which stays the school's).
 */
export function listedAdminBy(account: Account, listed: ListedAdmins): 'ADMIN_EMAILS' | 'ADMIN_PHONES' | null {
  if (account.role !== 'learner') return null;
  if (account.email && account.emailVerifiedAt && listed.emails.includes(account.email)) return 'ADMIN_EMAILS';
  if (account.phone && account.phoneVerifiedAt && listed.phones.includes(account.phone)) return 'ADMIN_PHONES';
  return null;
}
