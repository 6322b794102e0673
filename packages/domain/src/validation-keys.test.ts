import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS } from './auth-schemas.ts';

describe('VALIDATION_KEYS', () => {
  it('lists every message key the schemas use', () => {
    const auth = readFileSync(new URL('./auth-schemas.ts', import.meta.url), 'utf8');
    const others = [
      'payment-schemas.ts',
      'exam-schemas.ts',
      'practice-schemas.ts',
      'phone-code-schemas.ts',
      'profile-schemas.ts',
      'phone.ts',
      'school-schemas.ts',
      'school-work-schemas.ts',
    ].map((file) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));
    const schemas = auth.slice(auth.indexOf('] as const;')) + others.join('\n'); // the schemas, after the list itself
    const used = [...schemas.matchAll(/'(validation\.[a-z_]+)'/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((key) => !(VALIDATION_KEYS as readonly (string | undefined)[]).includes(key))).toEqual([]);
  });
});
