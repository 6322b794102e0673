// A sign-out made when the server could not be reached: the phone forgot the learner at once, and keeps
// the sign-out here until it reaches the server, sent by the page when the connection returns, by the
// service worker before the next page opens, and by the browser's background sync even with the app
// closed. It names its session (`POST /api/auth/logout { session }`): whoever signed in on the phone
// since keeps theirs. Shared by the pages and the service worker (sw.ts).

const CACHE = 'provisoire-sign-out-v1';
const KEY = '/kept-sign-out';
/** The background sync that sends it (Chrome on Android), whenever the phone is online again. */
export const SIGN_OUT_SYNC = 'provisoire-sign-out';
/** Long enough for a slow line, short enough that a learner is never left waiting on it. */
export const SIGN_OUT_WAIT_MS = 4000;

/** Ends a session on the server; true once it answered (a session already ended answers alike). */
export async function sendSignOut(session: string | undefined) {
  try {
    const res = await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: session ? { 'content-type': 'application/json' } : {},
      body: session ? JSON.stringify({ session }) : undefined,
      signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Keeps a sign-out the server has not heard yet. */
export async function keepSignOut(session: string | undefined) {
  if (!('caches' in self)) return;
  const cache = await caches.open(CACHE);
  await cache.put(KEY, Response.json({ session: session ?? null }));
}

/** Sends the kept sign-out, if one waits; gone once the server has it. True when none waits now. */
export async function sendKeptSignOut() {
  if (!('caches' in self) || !(await caches.has(CACHE))) return true;
  const cache = await caches.open(CACHE);
  const kept = await cache.match(KEY);
  if (!kept) return true;
  const { session } = (await kept.json()) as { session: string | null };
  if (!(await sendSignOut(session ?? undefined))) return false;
  await caches.delete(CACHE);
  return true;
}
