import type { LoginInput, PasswordResetInput, SessionUser, SignUpInput } from '@provisoire/domain';
import { api } from '../../lib/api-client.ts';
import { refreshSession, setSessionUser } from '../../lib/session.ts';

export type UserAnswer = { user: SessionUser };

/** The session store learns who signed in. */
export const signedIn = ({ user }: UserAnswer) => {
  setSessionUser(user);
  return user;
};

export const signUp = (input: SignUpInput) => api<UserAnswer>('POST', '/api/auth/sign-up', input).then(signedIn);

export const logIn = (input: LoginInput) => api<UserAnswer>('POST', '/api/auth/login', input).then(signedIn);

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

export const requestPasswordReset = (email: string) => api('POST', '/api/auth/password-reset/request', { email });

export const resetPassword = (input: PasswordResetInput) => api('POST', '/api/auth/password-reset', input);

export async function verifyEmail(token: string) {
  await api('POST', '/api/auth/verify-email', { token });
  await refreshSession().catch(() => null);
}

export const resendVerification = () => api('POST', '/api/auth/verify-email/resend');
