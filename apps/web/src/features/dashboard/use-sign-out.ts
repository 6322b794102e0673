import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { mayLeave } from '../../lib/leave-warning.ts';
import { paths } from '../../lib/paths.ts';
import { sendKeptAnswersIfAny } from '../offline/register-sw.ts';

const SIGN_OUT_DELAY_MS = 1000;

/** Signs out behind a one-second spinner, then goes to the sign-in page; during an exam it asks first. */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    // The accounts' client loads when it is used: no dashboard page downloads it just in case.
    mutationFn: () =>
      Promise.all([
        // Practice answers given offline leave first: signing out removes them from the phone.
        sendKeptAnswersIfAny()
          .then(() => import('../auth/session-api.ts'))
          .then((auth) => auth.logOut()),
        new Promise((r) => setTimeout(r, SIGN_OUT_DELAY_MS)),
      ]),
    onSuccess: () => navigate(paths.login, { replace: true }),
  });
  const signOut = () => {
    if (mayLeave()) mutate();
  };
  return { busy: isPending, signOut };
}
