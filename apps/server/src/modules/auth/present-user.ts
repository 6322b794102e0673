import type { SessionUser } from '@provisoire/domain';
import type { UserRow } from './users.repository.ts';

/** What the browser may know about the signed-in user. */
export const presentUser = (u: UserRow): SessionUser => ({
  id: u.id,
  displayName: u.displayName,
  email: u.email,
  emailVerified: u.emailVerifiedAt !== null,
  phone: u.phone,
  hasPassword: u.passwordHash !== null,
  google: u.googleSub !== null,
  role: u.role,
  language: u.language,
  place:
    u.province && u.district && u.sector && u.cell
      ? { province: u.province, district: u.district, sector: u.sector, cell: u.cell }
      : null,
});

/** How many unread messages wait in a user's bell. */
export type UnreadOf = (userId: string) => Promise<number>;

/** The signed-in user with their bell's count: what a page loading or a sign-in needs at once. */
export const presentSignedIn = async (u: UserRow, unreadOf: UnreadOf): Promise<SessionUser> => ({
  ...presentUser(u),
  unread: await unreadOf(u.id),
});
