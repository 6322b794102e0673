import type { AddEmailInput, ChangePasswordInput, PhoneCodeCheckInput } from '@provisoire/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWith } from '../../lib/api-client.ts';
import { SMS_API_TEXTS } from '../auth/sms-api-texts.ts';
import { ACCOUNT_API_TEXTS } from './account-api-texts.ts';

/** The account's calls: their errors carry the texts of the account's answers and of SMS codes (adding a number). */
const api = apiWith({ ...ACCOUNT_API_TEXTS, ...SMS_API_TEXTS });

export const devicesQuery = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: async () => (await api('GET /api/auth/sessions')).sessions,
});

/** A school's own details (the phone and place it gave at sign-up); the school pages share its cache key. */
export const ownSchoolQuery = queryOptions({
  queryKey: ['school'],
  queryFn: () => api('GET /api/school').then((a) => a.school),
});

const changePassword = (input: ChangePasswordInput) => api('POST /api/auth/password', { body: input });

const signOutOthers = () => api('POST /api/auth/sessions/sign-out-others').then((r) => r.signedOut);

/** Keeps this device signed in and signs out every other: the device list then reloads. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The form puts these on its fields.
    meta: { showsInPlace: (error) => error.code === 'validation_failed' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export const requestAddPhoneCode = (phone: string) => api('POST /api/account/phone/code', { body: { phone } });

export const verifyAddedPhone = (input: PhoneCodeCheckInput) =>
  api('POST /api/account/phone/verify', { body: input }).then((r) => r.phone);

export const addEmail = (input: AddEmailInput) => api('POST /api/account/email', { body: input }).then((r) => r.email);

/** Takes the number or the Google link off the account; the server keeps at least one way in. */
export const removeWayIn = (way: 'phone' | 'google') => api(`DELETE /api/account/${way}`);

export const membershipQuery = queryOptions({
  queryKey: ['account', 'school'],
  queryFn: () => api('GET /api/account/school').then((a) => a.membership),
});
