import { z } from 'zod/mini';

/** `/:id` of a row the API names by uuid: anything else is a 400, never a database error. */
export const IdParams = z.strictObject({ id: z.uuid('validation.body_invalid') });
