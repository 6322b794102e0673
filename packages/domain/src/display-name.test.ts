import { describe, expect, it } from 'vitest';
import { isShowableName } from './display-name.ts';

describe('isShowableName', () => {
  it.each(['Uwase Aline', 'Ngabo Jean-Paul', "Mu'ammar", 'Éric Nshuti', 'Ana 👩‍🏫', 'Kŵizera'])(
    'accepts %s',
    (name) => {
      expect(isShowableName(name.normalize('NFC'))).toBe(true);
    },
  );

  it.each([
    ['NUL', 'abc\u0000def'],
    ['BEL', 'abc\u0007'],
    ['backspace', 'abc\bdef'],
    ['an escape sequence', '\u001b[31mred'],
    ['a newline', 'a\nb'],
    ['a right-to-left override', 'abc\u202edef'],
    ['an isolate', 'abc\u2066def'],
    ['only zero-width spaces', '\u200b\u200b\u200b'],
    ['a zero-width space inside', 'ab\u200bcd'],
    ['a byte-order mark', '\ufeffAline'],
    ['seventeen combining marks', `a${'\u0301'.repeat(17)}`],
    ['a lone surrogate', 'ab\ud800c'],
  ])('refuses %s', (_, name) => {
    expect(isShowableName(name)).toBe(false);
  });
});
