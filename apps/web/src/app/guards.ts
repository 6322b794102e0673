import { type Role, safeRedirect, withRedirect } from '@provisoire/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loadSession } from '../features/auth/session.ts';

const here = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Signed-out visitors go to sign in, and come back here afterwards. */
export async function requireUser({ request }: LoaderFunctionArgs) {
  const user = await loadSession();
  if (!user) throw redirect(withRedirect('/login', here(request)));
  return user;
}

const requireRole = (role: Role) => async (args: LoaderFunctionArgs) => {
  const user = await requireUser(args);
  if (user.role !== role) throw redirect('/dashboard');
  return user;
};

/** The admin pages, and a school's: others go to their dashboard. The API refuses them anyway. */
export const requireAdmin = requireRole('admin');
export const requireSchool = requireRole('school');

/** Sign-in and sign-up pages send someone already signed in straight on. */
export async function redirectIfSignedIn({ request }: LoaderFunctionArgs) {
  const user = await loadSession().catch(() => null);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}
