import { paths } from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { mayLeave } from '../../lib/leave-warning.ts';
import { sendKeptAnswersIfAny } from '../offline/register-sw.ts';

const SIGN_OUT_DELAY_MS = 1000;
/** How long practice answers kept offline may hold the sign-out up while they try to leave. */
const ANSWERS_WAIT_MS = 3000;

/** Signs out behind a one-second spinner, then goes to the sign-in page; during an exam it asks first. */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    // offline too: a mutation waits for the network by default, and a sign-out never does
    networkMode: 'always',
    // The accounts' client loads when it is used: no dashboard page downloads it just in case.
    mutationFn: () =>
      Promise.all([
        // Practice answers given offline leave first (signing out removes them from the phone), unless
        // the network keeps them waiting: the sign-out never does.
        Promise.race([sendKeptAnswersIfAny(), new Promise((r) => setTimeout(r, ANSWERS_WAIT_MS))])
          .then(() => import('../auth/session-api.ts'))
          .then((auth) => auth.logOut()),
        new Promise((r) => setTimeout(r, SIGN_OUT_DELAY_MS)),
      ]),
    // signed out on this phone whatever the server said: to the sign-in page
    onSettled: () => navigate(paths.login, { replace: true }),
  });
  const signOut = () => {
    if (mayLeave()) mutate();
  };
  return { busy: isPending, signOut };
}
