import type { SchoolView } from '@provisoire/domain';
import { expect } from 'vitest';
import { signedUpLearner, signedUpSchool } from './factories.ts';
import type { Client } from './http-client.ts';

export const schoolOf = async (api: Client): Promise<SchoolView> => (await api.get('/api/school')).json.school;

/** A school signed up and approved by this admin, with its join code. */
export async function approvedSchool(base: string, admin: Client) {
  const signedUp = await signedUpSchool(base);
  const school = await schoolOf(signedUp.api);
  expect((await admin.post(`/api/admin/schools/${school.id}/decision`, { decision: 'approve' })).status).toBe(200);
  return { ...signedUp, school: await schoolOf(signedUp.api) };
}

/** A learner who joined the school with its code and was accepted. */
export async function member(base: string, school: { api: Client; school: SchoolView }) {
  const learner = await signedUpLearner(base);
  expect((await learner.api.call('PUT', '/api/account/school', { code: school.school.joinCode })).status).toBe(200);
  expect((await school.api.post(`/api/school/students/${learner.user.id}/accept`)).status).toBe(204);
  return learner;
}
