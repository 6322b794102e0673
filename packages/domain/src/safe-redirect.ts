const BASE = 'http://provisoire.invalid';

/** A path that a browser, given it as a location, keeps on this site. */
const staysHere = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && new URL(path, BASE).origin === BASE;

/**
 * The path to go to after signing in: only a path of this site, otherwise the dashboard.
 * Refuses other origins (`https://x`, `//x`, `/\x`) and anything that is not a plain absolute path,
 * and checks the path again after the URL parser has normalised it (`/.//x` becomes `//x`).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !staysHere(target)) return fallback;
  // Control characters and backslashes can turn a path into another host in some parsers.
  if ([...target].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return fallback;
  try {
    const url = new URL(target, BASE);
    const path = url.pathname + url.search + url.hash;
    return staysHere(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/**
 * `path` with the page the user was going to carried along as `?redirect=`, so signing in or up from
 * there still lands on it; `path` alone when there is none. Built with `URL`: a `path` with a query of
 * its own keeps it (`/auth/verify-phone?phone=…&redirect=…`), and a `redirect` with its own query
 * (a school's join link, `/dashboard/konte?ikigo=CODE`) arrives whole.
 */
export function withRedirect(path: string, redirect: string | null | undefined) {
  if (!redirect) return path;
  const url = new URL(path, BASE);
  url.searchParams.set('redirect', redirect);
  return url.pathname + url.search + url.hash;
}
