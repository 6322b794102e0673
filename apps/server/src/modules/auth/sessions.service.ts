import { type Device, HOUR_MS } from '@provisoire/domain';
import type { AuthRepositories, createAuthRepositories } from './auth.repositories.ts';
import { hashToken, newToken } from './secret-tokens.ts';
import type { SessionRow } from './sessions.repository.ts';

interface Deps {
  repos: ReturnType<typeof createAuthRepositories>;
  clock: () => Date;
  sessionDays: number;
}

/** Who is signed in where: a session opens with a token, which the cookie holds, and ends on sign-out. */
export function createSessionsService({ repos, clock, sessionDays }: Deps) {
  return {
    /** A new session for this account; its token, for the cookie. Inside the transaction `r` that signs in. */
    async openSession(r: AuthRepositories, userId: string, userAgent: string | null) {
      const token = newToken();
      await r.sessions.insert({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(clock().getTime() + sessionDays * 24 * HOUR_MS),
        userAgent,
        now: clock(),
      });
      return token;
    },

    /** The user and session of a cookie's token, or null once signed out, expired or idle too long. */
    userOfSession: (token: string) => repos.sessions.findLive(hashToken(token), clock()),

    async logout(token: string) {
      await repos.transaction(async (r) => {
        const ended = await r.sessions.delete(hashToken(token));
        if (ended) await r.announceSignOut(ended.userId, [ended.id]);
      });
    },

    /**
     * A sign-out the phone kept while offline, sent later: it names its session, so it ends that one
     * and never the session of whoever signed in on the phone since. True when that was the cookie's.
     */
    async logoutSession(id: string, token: string | null) {
      return repos.transaction(async (r) => {
        const ended = await r.sessions.deleteById(id);
        if (ended) await r.announceSignOut(ended.userId, [id]);
        return ended !== null && token !== null && ended.tokenHash === hashToken(token);
      });
    },

    /** The devices signed in to this account, the asking one marked `current`. */
    async sessionsOf(userId: string, currentSessionId: string): Promise<Device[]> {
      const rows = await repos.sessions.listLive(userId, clock());
      return rows.map((s) => ({
        id: s.id,
        current: s.id === currentSessionId,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
      }));
    },

    /** Signs out every device of the session's user but its own; how many were signed out. */
    async signOutOthers(kept: SessionRow) {
      return repos.transaction(async (r) => {
        const ended = await r.sessions.deleteAllOf(kept.userId, kept.tokenHash);
        await r.announceSignOut(kept.userId, ended);
        return ended.length;
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
