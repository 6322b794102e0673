import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod/mini';
import { AppError } from './app-error.ts';

/** Route schemas are zod schemas from @provisoire/domain; a failure names each bad field. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data);
    if (result.success) return { value: result.data };
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) fields[key] = 'validation.unknown_field';
      } else if (issue.path.length === 0) {
        // a rule over the whole input (one scope of practice, say) names itself; zod's own words do not
        fields._ = issue.message.startsWith('validation.') ? issue.message : 'validation.body_invalid';
      } else {
        fields[issue.path.join('.')] ??= issue.message;
      }
    }
    return { error: new AppError('validation_failed', 400, { fields }) };
  };

/**
 * Types a route's `req.body`, `req.query` and `req.params` from its zod schemas (what
 * `zodValidatorCompiler` hands on: the parsed output), so a handler never repeats them as a generic.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}
