import { paths, type Role, safeRedirect, withRedirect } from '@provisoire/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { MessageKey } from '../i18n/rw.ts';
import { t } from '../i18n/t.ts';
import { loadSession } from '../lib/session.ts';
import { toast } from '../ui/toast.ts';

const here = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Signed-out visitors go to sign in, and come back here afterwards. */
export async function requireUser({ request }: LoaderFunctionArgs) {
  const user = await loadSession();
  if (!user) throw redirect(withRedirect(paths.login, here(request)));
  return user;
}

/** Pages for some roles: the others go to their dashboard, told `why` when it helps. The API refuses them anyway. */
const requireRole = (allowed: (role: Role) => boolean, why?: MessageKey) => async (args: LoaderFunctionArgs) => {
  const user = await requireUser(args);
  if (allowed(user.role)) return user;
  if (why) toast.error(t(why));
  throw redirect(paths.dashboard);
};

export const requireAdmin = requireRole((role) => role === 'admin');
export const requireSchool = requireRole((role) => role === 'school');
/** What a learner studies and is tested on (an admin may look too): a school is sent home, told why. */
export const requireLearner = requireRole((role) => role !== 'school', 'errors.learners_only');

/** Sign-in and sign-up pages send someone already signed in straight on. */
export async function redirectIfSignedIn({ request }: LoaderFunctionArgs) {
  const user = await loadSession().catch(() => null);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}
