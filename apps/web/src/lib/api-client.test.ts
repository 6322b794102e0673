import type { SchoolSignUpInput } from '@provisoire/domain/school-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHOOL_API_TEXTS } from '../features/school/school-api-texts.ts';
import { ApiError, api, apiWith, errorText, fieldText } from './api-client.ts';

const answering = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

const refusal = (call: Promise<unknown>) => call.then(() => expect.unreachable(), errorText);

afterEach(() => vi.unstubAllGlobals());

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

describe("a feature's own API texts", () => {
  it('travel with the errors of the calls made with them', async () => {
    answering(404, { code: 'join_code_unknown' });
    expect(await refusal(apiWith(SCHOOL_API_TEXTS)('GET /api/schools/code/:code', { params: { code: 'X' } }))).toBe(
      'Nta kigo gifite iyi code. Yirebe neza.',
    );
  });

  it("name a refused field's reason too", async () => {
    answering(400, { code: 'validation_failed', fields: { tin: 'validation.tin_invalid' } });
    expect(await refusal(apiWith(SCHOOL_API_TEXTS)('POST /api/schools', { body: {} as SchoolSignUpInput }))).toBe(
      "TIN igizwe n'imibare 9.",
    );
  });

  it('are not known to a call made without them, which says something went wrong', async () => {
    answering(404, { code: 'join_code_unknown' });
    expect(await refusal(api('GET /api/schools/code/:code', { params: { code: 'X' } }))).toBe(
      errorText(new ApiError(500, 'internal_error')),
    );
  });

  it("give a form's own field keys their text", () => {
    expect(fieldText('validation.reason_required', SCHOOL_API_TEXTS)).toBe('Andika impamvu.');
    expect(fieldText('validation.reason_required')).toBe(fieldText('validation.body_invalid'));
  });
});
