import { describe, expect, it } from 'vitest';
import { LoginSchema, SignUpSchema } from './auth-schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('SignUpSchema', () => {
  it('accepts a learner and normalises the e-mail', () => {
    const parsed = SignUpSchema.parse({
      displayName: '  Uwase Aline ',
      email: ' Aline@Example.RW ',
      password: 'ikizamini1',
    });
    expect(parsed).toEqual({
      displayName: 'Uwase Aline',
      email: 'aline@example.rw',
      password: 'ikizamini1',
    });
  });

  it('names each bad field with its catalog key', () => {
    const result = SignUpSchema.safeParse({
      displayName: 'Al',
      email: 'not-an-email',
      password: 'short',
    });
    expect(issues(result)).toEqual({
      displayName: 'validation.name_too_short',
      email: 'validation.email_invalid',
      password: 'validation.password_too_short',
    });
  });

  it('refuses missing fields, wrong types and extra fields', () => {
    expect(issues(SignUpSchema.safeParse({}))).toMatchObject({
      displayName: 'validation.name_required',
      email: 'validation.email_required',
      password: 'validation.password_required',
    });
    expect(SignUpSchema.safeParse({ displayName: 1, email: [], password: {} }).success).toBe(false);
    expect(
      SignUpSchema.safeParse({
        displayName: 'Aline',
        email: 'a@b.rw',
        password: 'ikizamini1',
        role: 'admin',
      }).success,
    ).toBe(false);
  });

  it('stores a name in NFC and refuses one that would not show as plain text', () => {
    const decomposed = 'E\u0301ric Nshuti';
    const parsed = SignUpSchema.parse({ displayName: decomposed, email: 'e@b.rw', password: 'ikizamini1' });
    expect(parsed.displayName).toBe('\u00c9ric Nshuti');
    for (const displayName of ['abc\u0000def', 'Aline\u202e', '\u200b\u200b\u200b', '\u001b[31mAline'])
      expect(issues(SignUpSchema.safeParse({ displayName, email: 'e@b.rw', password: 'ikizamini1' }))).toEqual({
        displayName: 'validation.name_invalid',
      });
  });

  it('refuses a huge e-mail', () => {
    expect(
      issues(
        SignUpSchema.safeParse({
          displayName: 'Aline',
          email: `${'a'.repeat(300)}@b.rw`,
          password: 'x'.repeat(9),
        }),
      ),
    ).toEqual({ email: 'validation.email_invalid' });
  });
});

describe('LoginSchema', () => {
  it('does not apply the new-password length rule to sign-in', () => {
    expect(LoginSchema.safeParse({ email: 'a@b.rw', password: 'old' }).success).toBe(true);
  });
});
