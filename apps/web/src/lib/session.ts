import type { SessionUser } from '@provisoire/domain';
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { ServerPageContext } from './server-page.ts';

// Who is signed in, known to every page. Kept out of the query cache so the first page
// (the landing) needs no data library: it is the one page whose weight we count hardest.

type Snapshot = { status: 'unknown' } | { status: 'known'; user: SessionUser | null };

const UNKNOWN: Snapshot = { status: 'unknown' };
let snapshot: Snapshot = UNKNOWN;
// What the server rendered the page with: unknown, unless it rendered a signed-in page for its user.
let rendered: Snapshot = UNKNOWN;
let inFlight: Promise<SessionUser | null> | null = null;
// Bumped by every change we know of; an answer asked for before the change is not published.
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The signed-in user (null when signed out); asks the server once, then answers from memory. */
export function loadSession(): Promise<SessionUser | null> {
  if (snapshot.status === 'known') return Promise.resolve(snapshot.user);
  const asked = generation;
  inFlight ??= api('GET /api/auth/me').then(({ user }) => user);
  return inFlight.then(
    (user) => {
      inFlight = null;
      if (asked !== generation) return loadSession();
      publish({ status: 'known', user });
      return user;
    },
    (error) => {
      inFlight = null;
      throw error;
    },
  );
}

/**
 * A change that did not count the bell (a profile saved) keeps the count the page had, and one that did
 * not name this device's session (a sign-in's answer) keeps the session the page knew.
 */
export function setSessionUser(user: SessionUser | null) {
  generation += 1;
  const same = snapshot.status === 'known' && snapshot.user?.id === user?.id ? snapshot.user : null;
  publish({ status: 'known', user: user && { unread: same?.unread, session: same?.session, ...user } });
}

/** This device's session, when known: a sign-out made offline names it. */
export const sessionIdNow = () => (snapshot.status === 'known' ? snapshot.user?.session : undefined);

/** Asks who this is once more, quietly, when the signed-in user came without their session's id. */
export async function learnSessionId() {
  const user = snapshot.status === 'known' ? snapshot.user : null;
  if (!user || user.session) return;
  const { user: fresh } = await api('GET /api/auth/me');
  if (fresh?.id === user.id && fresh.session) setSessionUser({ ...user, session: fresh.session });
}

/** The user the server rendered this page for, which it hydrates with (`app/page-data.ts`). */
export function seedSession(user: SessionUser | null) {
  rendered = { status: 'known', user };
  snapshot = rendered;
}

/** Forget what we know and ask again, e.g. after a change the server made (e-mail verified). */
export function refreshSession() {
  generation += 1;
  inFlight = null;
  publish(UNKNOWN);
  return loadSession();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `{ user, isPending }`: isPending until the server has answered who this is. */
export function useSession() {
  // A signed-in page rendered on the server shows its own visitor; a public page does not know who will
  // open it, and hydrates as 'unknown' too.
  const page = useContext(ServerPageContext);
  const server = useMemo<Snapshot>(() => (page ? { status: 'known', user: page.user } : rendered), [page]);
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => server,
  );
  useEffect(() => {
    if (current.status === 'unknown') loadSession().catch(() => {});
  }, [current.status]);
  return current.status === 'known' ? { user: current.user, isPending: false } : { user: null, isPending: true };
}
