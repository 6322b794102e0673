import type { ErrorBody } from '@provisoire/domain';
import { t, tKey } from '../i18n/t.ts';

/** A failed API call: the server's stable code, or `network_error` when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorBody['code'] | 'network_error',
    readonly fields: Record<string, string> = {},
    readonly retryAfter?: number,
    /** The payment still waiting for the payer, with `payment_pending`. */
    readonly paymentId?: string,
  ) {
    super(code);
  }

  /** The Kinyarwanda text for this error; for a refused field, that field's reason (e.g. a malformed link). */
  get text() {
    const [field] = Object.values(this.fields);
    if (this.code === 'validation_failed' && field) return tKey(field, 'errors.validation_failed');
    const minutes = Math.max(1, Math.ceil((this.retryAfter ?? 60) / 60));
    return tKey(`errors.${this.code}`, 'errors.internal_error', { minutes });
  }
}

export async function api<T = void>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const error = (json ?? {}) as Partial<ErrorBody>;
    throw new ApiError(res.status, error.code ?? 'internal_error', error.fields, error.retryAfter, error.paymentId);
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether asking again may help: a 4xx answer will be the same, a dropped connection or a 5xx may not. */
export const mayPassOnRetry = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Text for a field's validation key, e.g. `validation.email_invalid`. */
export const fieldText = (key: string | undefined) => (key ? tKey(key, 'validation.body_invalid') : undefined);

export const errorText = (error: unknown) => (error instanceof ApiError ? error.text : t('errors.internal_error'));
