import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/api-client.ts';
import { logOut } from '../auth/api.ts';

const SIGN_OUT_DELAY_MS = 1000;

/** Signs out behind a one-second spinner, then goes to the sign-in page. */
export function useSignOut() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await Promise.all([logOut(), new Promise((r) => setTimeout(r, SIGN_OUT_DELAY_MS))]);
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorText(error));
      setBusy(false);
    }
  };
  return { busy, signOut };
}
