import { ERROR_CODES, VALIDATION_KEYS } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../features/account/account-messages.ts';
import { ADMIN_MESSAGES } from '../features/admin/admin-messages.ts';
import { SMS_MESSAGES } from '../features/auth/sms-messages.ts';
import { PRACTICE_MESSAGES } from '../features/practice/practice-messages.ts';
import { SCHOOL_MESSAGES } from '../features/school/school-messages.ts';
import { SCHOOL_WORK_MESSAGES } from '../features/school/school-work-messages.ts';
import { rw as main } from './rw.ts';

// The main catalog, and the texts the pages that can receive them add when they load.
const added = {
  ...SCHOOL_MESSAGES,
  ...SCHOOL_WORK_MESSAGES,
  ...PRACTICE_MESSAGES,
  ...ADMIN_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...SMS_MESSAGES,
};
const rw = { ...main, ...added };

describe('the Kinyarwanda catalog', () => {
  it('has a text for every error code the API can answer', () => {
    const missing = [...ERROR_CODES, 'network_error'].filter((code) => !(`errors.${code}` in rw));
    expect(missing).toEqual([]);
  });

  it('has a text for every validation key the shared schemas use', () => {
    expect(VALIDATION_KEYS.filter((k) => !(k in rw))).toEqual([]);
  });

  it('adds no text the main catalog already has', () => {
    expect(Object.keys(added).filter((key) => key in main)).toEqual([]);
  });

  it('has no empty text', () => {
    expect(Object.entries(rw).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
