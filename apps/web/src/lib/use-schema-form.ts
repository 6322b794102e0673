import { type FormEvent, startTransition, useActionState, useEffect, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { ApiError, errorText } from './api-client.ts';

/** Catalog keys of each field's first problem. */
export type FieldErrors = Record<string, string | undefined>;

interface Submitted {
  failure: string | null;
  /** Bumped on every refused submit, to move focus to the first refused field. */
  refusals: number;
}

/** The schema's fields as typed (other inputs, such as a password manager's hint, are not sent). */
const valuesOf = (fields: string[], data: FormData) =>
  Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]));

/** Each field's first problem as the schema found it: for a form that keeps its values itself, too. */
export function firstIssues(error: z.core.$ZodError | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's refusal, on the fields it names (a `validation_failed` list, or an error code that
 * belongs to one field, such as `email_taken`), and a form-level text for the rest.
 */
export function serverErrors(error: unknown, fields: string[], codeFields: Record<string, string> = {}) {
  if (!(error instanceof ApiError)) return { errors: {}, failure: errorText(error) };
  const field = codeFields[error.code];
  if (field) return { errors: { [field]: `errors.${error.code}` }, failure: null };
  if (error.code !== 'validation_failed') return { errors: {}, failure: error.text };
  const named = Object.entries(error.fields).filter(([name]) => fields.includes(name));
  const all = named.length > 0 && named.length === Object.keys(error.fields).length;
  return { errors: Object.fromEntries(named), failure: all ? null : error.text };
}

/**
 * A small form on React's own action state and the shared zod schema: checked before it is sent, the
 * server's refusals shown on their fields, a field's error gone as soon as it is fixed, and focus on
 * the first refused field. It is sent from `onSubmit` rather than `<form action>`, whose server HTML
 * would carry an inline script that our CSP refuses.
 */
export function useSchemaForm<Schema extends z.ZodMiniObject>(
  schema: Schema,
  submit: (values: z.output<Schema>) => Promise<unknown>,
  codeFields: Record<string, string> = {},
) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [live, setLive] = useState<Record<string, string>>({});
  const fields = Object.keys(schema.shape);

  const [submitted, action, pending] = useActionState<Submitted, FormData>(
    async (previous, data) => {
      const values = valuesOf(fields, data);
      const refused = (next: FieldErrors, failure: string | null) => {
        setErrors(next);
        return { failure, refusals: previous.refusals + 1 };
      };
      const parsed = schema.safeParse(values);
      if (!parsed.success) return refused(firstIssues(parsed.error), null);
      setErrors({});
      try {
        await submit(parsed.data);
        return { failure: null, refusals: previous.refusals };
      } catch (error) {
        const { errors: named, failure } = serverErrors(error, fields, codeFields);
        return refused(named, failure);
      }
    },
    { failure: null, refusals: 0 },
  );

  // The server's HTML takes typing before React takes the page over; what was typed then counts too.
  useEffect(() => {
    if (form.current) setLive(valuesOf(Object.keys(schema.shape), new FormData(form.current)));
  }, [schema]);

  useEffect(() => {
    if (submitted.refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitted.refusals]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };

  /** On the form's `onChange`: the typed values, and a refused field checked again as it is fixed. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const values = valuesOf(fields, new FormData(event.currentTarget));
    setLive(values);
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors({ ...errors, [name]: firstIssues(schema.safeParse(values).error)[name] });
  };

  /** Empties the form after a change that worked. */
  const reset = () => {
    form.current?.reset();
    setLive({});
    setErrors({});
  };

  return { form, onSubmit, onChange, reset, pending, errors, failure: submitted.failure, live };
}
