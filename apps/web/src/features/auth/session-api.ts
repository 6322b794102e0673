import { api } from '../../lib/api-client.ts';
import { setSessionUser } from '../../lib/session.ts';

// The signed-in user's calls that the dashboard loads when they are used: apart from api.ts, whose
// sign-in calls bring the forms' chunk with them.

/** Signs out, and leaves nothing of the learner on the phone, even when the server cannot be reached. */
export async function logOut() {
  try {
    await api('POST', '/api/auth/logout');
    setSessionUser(null);
  } finally {
    const [{ queryClient }, { clearPrivateData }] = await Promise.all([
      import('../../lib/query-client.ts'),
      import('../offline/private-data.ts'),
    ]);
    queryClient.clear();
    await clearPrivateData();
  }
}

export const resendVerification = () => api('POST', '/api/auth/verify-email/resend');
