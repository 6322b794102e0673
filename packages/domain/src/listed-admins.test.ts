import { describe, expect, it } from 'vitest';
import { listedAdminBy } from './listed-admins.ts';

const listed = { emails: ['boss@provisoire.rw'], phones: ['+250788123456'] };
const at = new Date('2026-11-21T08:00:00Z');
const learner = { role: 'learner' as const, email: null, emailVerifiedAt: null, phone: null, phoneVerifiedAt: null };

describe('listedAdminBy', () => {
  it('names the list of a proven address or number', () => {
    expect(listedAdminBy({ ...learner, email: 'boss@provisoire.rw', emailVerifiedAt: at }, listed)).toBe(
      'ADMIN_EMAILS',
    );
    expect(listedAdminBy({ ...learner, phone: '+250788123456', phoneVerifiedAt: at }, listed)).toBe('ADMIN_PHONES');
  });

  it('ignores an address or number only typed, one not listed, and an admin already', () => {
    expect(listedAdminBy({ ...learner, email: 'boss@provisoire.rw' }, listed)).toBeNull();
    expect(listedAdminBy({ ...learner, email: 'other@provisoire.rw', emailVerifiedAt: at }, listed)).toBeNull();
    expect(listedAdminBy({ ...learner, phone: '+250788123457', phoneVerifiedAt: at }, listed)).toBeNull();
    expect(
      listedAdminBy({ ...learner, role: 'admin', email: 'boss@provisoire.rw', emailVerifiedAt: at }, listed),
    ).toBeNull();
  });
});
