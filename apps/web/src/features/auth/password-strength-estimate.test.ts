import { describe, expect, it } from 'vitest';
import { estimateStrength } from './password-strength-estimate.ts';

describe('the password strength hint', () => {
  it.each(['password1', 'qwertyuiop', 'rwanda123', '12345678'])('calls %s weak, as the server would', (password) => {
    expect(estimateStrength(password)).toBe('weak');
  });

  it("calls the learner's own name and e-mail weak", () => {
    expect(estimateStrength('uwase2026')).not.toBe('weak');
    expect(estimateStrength('uwase2026', ['Uwase Aline', ''])).toBe('weak');
    expect(estimateStrength('mukamana99', ['', 'mukamana.alice@example.rw'])).toBe('weak');
  });

  it('calls a long phrase strong', () => {
    expect(estimateStrength('inzuki-zirya-ubuki-ku-musozi')).toBe('strong');
  });
});
