import { ERROR_CODES, VALIDATION_KEYS } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API_TEXTS } from '../features/account/account-api-texts.ts';
import { ADMIN_API_TEXTS } from '../features/admin/admin-api-texts.ts';
import { SMS_API_TEXTS } from '../features/auth/sms-api-texts.ts';
import { PRACTICE_API_TEXTS } from '../features/practice/practice-api-texts.ts';
import { texts as TEST_DATE_TEXTS } from '../features/practice/test-date-text.ts';
import { SCHOOL_API_TEXTS } from '../features/school/school-api-texts.ts';
import { SCHOOL_WORK_API_TEXTS } from '../features/school/school-work-api-texts.ts';
import { rw as main } from './rw.ts';

// The main catalog, and the texts that one feature's calls carry (the test date's form carries its own).
const added = {
  ...SCHOOL_API_TEXTS,
  ...SCHOOL_WORK_API_TEXTS,
  ...PRACTICE_API_TEXTS,
  ...ADMIN_API_TEXTS,
  ...ACCOUNT_API_TEXTS,
  ...SMS_API_TEXTS,
  ...TEST_DATE_TEXTS,
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
