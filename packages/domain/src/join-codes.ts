import { z } from 'zod/mini';

/** Join codes: 8 letters and digits without the look-alikes (0/O, 1/I/L), read aloud in a class. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
const JOIN_CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** A code as typed (spaces, dashes, lower case) in the form it is stored; null when it cannot be one. */
export function normalizeJoinCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return JOIN_CODE.test(code) ? code : null;
}

/** A join code as a learner types it; the server reads it with `normalizeJoinCode`. */
export const JoinCodeSchema = z.strictObject({
  code: z
    .string({ error: 'validation.join_code_invalid' })
    .check(z.refine((value) => normalizeJoinCode(value) !== null, 'validation.join_code_invalid')),
});
