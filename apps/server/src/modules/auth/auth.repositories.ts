import type { Database, Queryable } from '../../db/connect.ts';
import { notifyUser } from '../../events/user-events.ts';
import { createLoginDevicesRepository } from './login-devices.repository.ts';
import { createOneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { createPhoneCodesRepository } from './phone-codes.repository.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createUsersRepository } from './users.repository.ts';

const bind = (db: Queryable) => ({
  /** For a sign-up that writes rows of its own in the same transaction (a school's). */
  db,
  users: createUsersRepository(db),
  sessions: createSessionsRepository(db),
  tokens: createOneTimeTokensRepository(db),
  phoneCodes: createPhoneCodesRepository(db),
  devices: createLoginDevicesRepository(db),
  /** Ends those sessions' live streams on every instance, when the transaction commits. */
  async announceSignOut(userId: string, sessionIds: string[]) {
    for (const id of sessionIds) await notifyUser(db, { userId, type: 'signed_out', id });
  },
});

export type AuthRepositories = ReturnType<typeof bind>;

/** The auth repositories on the pool, and a way to run several writes as one transaction. */
export function createAuthRepositories(db: Database) {
  return {
    ...bind(db),
    transaction: <T>(work: (repos: AuthRepositories) => Promise<T>) => db.transaction((tx) => work(bind(tx))),
  };
}
