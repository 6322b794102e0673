import { safeRedirect, withRedirect } from './safe-redirect.ts';

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);
/** A page's path without a trailing slash (`/login/` is `/login`), as the router reads it. */
export const trimmedPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The learner's pages: a signed-out visitor signs in first. */
const isSignedInPage = (path: string) => under(path, '/dashboard') || under(path, '/exam');

/** The ways in: a signed-in visitor has nothing to do there. */
const WAYS_IN = new Set(['/login', '/register', '/user-sign-up', '/school-sign-up', '/auth/verify-phone']);

/** Whether a page load of this path goes elsewhere for some visitors (so who is asking matters). */
export const dependsOnSession = (path: string) => isSignedInPage(trimmedPath(path)) || WAYS_IN.has(trimmedPath(path));

/**
 * Where a full page load of `url` (path and query) must go instead, given whether the visitor is
 * signed in; null when the page is for them. The server answers with it before sending any of the
 * app, and the web app's route guards say the same for visits inside the app.
 */
export function pageRedirect(url: string, signedIn: boolean): string | null {
  const { pathname, search, searchParams } = new URL(url, 'http://provisoire.invalid');
  const path = trimmedPath(pathname);
  if (!signedIn && isSignedInPage(path)) return withRedirect('/login', pathname + search);
  if (signedIn && WAYS_IN.has(path)) return safeRedirect(searchParams.get('redirect'));
  return null;
}
