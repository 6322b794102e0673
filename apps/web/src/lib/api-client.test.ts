import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';

describe('ApiError text', () => {
  it("gives a refused field's reason when nothing shows the field", () => {
    expect(new ApiError(400, 'validation_failed', { token: 'validation.token_invalid' }).text).toBe(
      'Iyi link ntabwo ari yo. Saba indi.',
    );
  });

  it('fills the wait of a lock in minutes', () => {
    expect(new ApiError(429, 'too_many_attempts', {}, 600).text).toBe(
      "Wagerageje kenshi. Ongera ugerageze nyuma y'iminota 10.",
    );
  });
});
