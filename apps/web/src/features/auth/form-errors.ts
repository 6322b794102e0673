import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorText } from '../../lib/api-client.ts';

/**
 * Puts the server's field errors on the form's fields and returns the text for the whole form
 * (empty when every error found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Path<T>[],
) {
  if (error instanceof ApiError && error.code === 'validation_failed') {
    const known = Object.entries(error.fields).filter(([name]) => fields.includes(name as Path<T>));
    for (const [name, key] of known) setError(name as Path<T>, { message: key });
    if (known.length === Object.keys(error.fields).length && known.length > 0) return '';
  }
  return errorText(error);
}
