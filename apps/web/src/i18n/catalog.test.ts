import { ERROR_CODES, VALIDATION_KEYS } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { SCHOOL_MESSAGES } from '../features/school/school-messages.ts';
import { SCHOOL_WORK_MESSAGES } from '../features/school/school-work-messages.ts';
import { rw as main } from './rw.ts';

// The main catalog, and the texts the school pages add when they load.
const rw = { ...main, ...SCHOOL_MESSAGES, ...SCHOOL_WORK_MESSAGES };

describe('the Kinyarwanda catalog', () => {
  it('has a text for every error code the API can answer', () => {
    const missing = [...ERROR_CODES, 'network_error'].filter((code) => !(`errors.${code}` in rw));
    expect(missing).toEqual([]);
  });

  it('has a text for every validation key the shared schemas use', () => {
    expect(VALIDATION_KEYS.filter((k) => !(k in rw))).toEqual([]);
  });

  it('adds no text the main catalog already has', () => {
    expect(Object.keys({ ...SCHOOL_MESSAGES, ...SCHOOL_WORK_MESSAGES }).filter((key) => key in main)).toEqual([]);
  });

  it('has no empty text', () => {
    expect(Object.entries(rw).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
