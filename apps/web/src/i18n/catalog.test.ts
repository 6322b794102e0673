import { ERROR_CODES, VALIDATION_KEYS } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { rw } from './rw.ts';

describe('the Kinyarwanda catalog', () => {
  it('has a text for every error code the API can answer', () => {
    const missing = [...ERROR_CODES, 'network_error'].filter((code) => !(`errors.${code}` in rw));
    expect(missing).toEqual([]);
  });

  it('has a text for every validation key the shared schemas use', () => {
    expect(VALIDATION_KEYS.filter((k) => !(k in rw))).toEqual([]);
  });

  it('has no empty text', () => {
    expect(Object.entries(rw).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
