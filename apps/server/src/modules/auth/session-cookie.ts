import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from '@provisoire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { SessionRow } from './sessions.repository.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UserRow } from './users.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** The session the request came with, when it is live. */
    authSession: SessionRow | null;
  }
}

export interface SessionCookie {
  name: string;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
  read(request: FastifyRequest): string | null;
}

/** The session token lives only in an HttpOnly cookie; `__Host-` pins it to our origin over HTTPS. */
export function createSessionCookie(secure: boolean, days: number): SessionCookie {
  const name = secure ? '__Host-provisoire' : 'provisoire_session';
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  } as const;
  return {
    name,
    set: (reply, token) => void reply.setCookie(name, token, { ...options, maxAge: days * 86_400 }),
    clear: (reply) => void reply.clearCookie(name, options),
    read: (request) => {
      const value = request.cookies[name];
      return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    },
  };
}

/**
 * The signed-in user of a request that passed `requireUser` (or a guard built on it): typed, and a 401
 * rather than a crash if a route forgot its guard.
 */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('unauthenticated', 401);
  return request.user;
}

/** The signed-in user with the session the request came with (after `requireUser`); 401 otherwise. */
export function signedInSession(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.user || !request.authSession) throw new AppError('unauthenticated', 401);
  return { user: request.user, session: request.authSession };
}

/** preHandlers: `loadUser` sets `request.user` when a live session comes with the request; `requireUser` insists. */
export function sessionGuards(sessions: Pick<SessionsService, 'userOfSession'>, cookie: SessionCookie) {
  // A page rendered with its data reads the API as its visitor (`web/spa.ts`): those reads come with
  // the page's cookie, inside the page's own call, and take the session it found rather than look it up
  // again. Only code running inside `withKnownSession` sees it; a request from outside never does.
  const pageSession = new AsyncLocalStorage<{ token: string; found: { user: UserRow; session: SessionRow } }>();
  const lookUp = (token: string) => {
    const known = pageSession.getStore();
    return known?.token === token ? known.found : sessions.userOfSession(token);
  };
  /** Runs `reads` with the session `request` came with already known (its `loadUser` has run). */
  const withKnownSession = <T>(request: FastifyRequest, reads: () => Promise<T>) => {
    const token = cookie.read(request);
    if (!token || !request.user || !request.authSession) return reads();
    return pageSession.run({ token, found: { user: request.user, session: request.authSession } }, reads);
  };
  const loadUser = async (request: FastifyRequest) => {
    const token = cookie.read(request);
    const found = token ? await lookUp(token) : null;
    request.user = found?.user ?? null;
    request.authSession = found?.session ?? null;
  };
  const requireUser = async (request: FastifyRequest) => {
    await loadUser(request);
    if (!request.user) throw new AppError('unauthenticated', 401);
  };
  const requireRole = (role: Role) => async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.role !== role) throw new AppError('forbidden', 403);
  };
  /** Studying, exams and the free day are a learner's (an admin may try them too), never a school's. */
  const requireLearner = async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.role === 'school') throw new AppError('learners_only', 403);
  };
  return {
    loadUser,
    withKnownSession,
    requireUser,
    requireLearner,
    requireAdmin: requireRole('admin'),
    requireSchool: requireRole('school'),
  };
}

export type SessionGuards = ReturnType<typeof sessionGuards>;
