import { api } from '../../lib/api-client.ts';
import { sessionIdNow, setSessionUser } from '../../lib/session.ts';

// The signed-in user's calls that the dashboard loads when they are used: apart from api.ts, whose
// sign-in calls bring the forms' chunk with them.

/**
 * Signs out, and leaves nothing of the learner on the phone, whatever the network: the phone forgets them
 * first; a server that cannot be reached in a few seconds gets the sign-out later (`kept-sign-out.ts`).
 */
export async function logOut() {
  const session = sessionIdNow();
  const [{ queryClient }, { clearPrivateData }, kept] = await Promise.all([
    import('../../lib/query-client.ts'),
    import('../offline/private-data.ts'),
    import('../offline/kept-sign-out.ts'),
  ]);
  setSessionUser(null);
  queryClient.clear();
  await clearPrivateData();
  if (await kept.sendSignOut(session)) return;
  await kept.keepSignOut(session).catch(() => {});
  window.addEventListener('online', () => void kept.sendKeptSignOut(), { once: true });
  // where the browser can, it sends it itself once online, even with the app closed
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(kept.SIGN_OUT_SYNC).catch(() => {});
}

export const resendVerification = () => api('POST /api/auth/verify-email/resend');
