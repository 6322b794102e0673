import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS } from './auth-schemas.ts';

describe('VALIDATION_KEYS', () => {
  it('lists every message key the schemas use', () => {
    const auth = readFileSync(new URL('./auth-schemas.ts', import.meta.url), 'utf8');
    const payment = readFileSync(new URL('./payment-schemas.ts', import.meta.url), 'utf8');
    const exam = readFileSync(new URL('./exam-schemas.ts', import.meta.url), 'utf8');
    const schemas = auth.slice(auth.indexOf('] as const;')) + payment + exam; // the schemas, after the list itself
    const used = [...schemas.matchAll(/'(validation\.[a-z_]+)'/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((key) => !(VALIDATION_KEYS as readonly (string | undefined)[]).includes(key))).toEqual([]);
  });
});
