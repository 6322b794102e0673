import {
  type ApiCall,
  type ApiCallArgs,
  type ApiResponse,
  type ApiRoute,
  apiUrl,
  type ErrorBody,
} from '@provisoire/domain';
import { t, tKey } from '../i18n/t.ts';

/**
 * Texts for the API's answers that the main catalog (`rw.ts`) leaves out because only some calls can
 * receive them (a feature's `…-api-texts.ts`). Those calls are made with them (`apiWith`, or `api`'s
 * `texts`), and the errors they throw carry them: whichever page shows the error has its text.
 */
export type ApiTexts = Readonly<Record<string, string>>;

/** A failed API call: the server's stable code, or `network_error` when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorBody['code'] | 'network_error',
    readonly fields: Record<string, string> = {},
    readonly retryAfter?: number,
    /** The payment still waiting for the payer, with `payment_pending`. */
    readonly paymentId?: string,
    /** The texts of the feature that made the call, for codes the main catalog leaves out. */
    readonly texts: ApiTexts = {},
  ) {
    super(code);
  }

  /** The Kinyarwanda text for this error; for a refused field, that field's reason (e.g. a malformed link). */
  get text() {
    const [field] = Object.values(this.fields);
    if (this.code === 'validation_failed' && field)
      return tKey(field, 'errors.validation_failed', undefined, this.texts);
    const minutes = Math.max(1, Math.ceil((this.retryAfter ?? 60) / 60));
    return tKey(`errors.${this.code}`, 'errors.internal_error', { minutes }, this.texts);
  }
}

/** What a call may carry beside its route: parameters of the path, a query, a body. */
interface Call {
  params?: Record<string, string | number>;
  query?: ApiCall<ApiRoute>['query'];
  body?: unknown;
}

async function request(route: ApiRoute, { body, ...address }: Call = {}, texts?: ApiTexts): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(apiUrl(route, address), {
      method: route.slice(0, route.indexOf(' ')),
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', {}, undefined, undefined, texts);
  }
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const error = (json ?? {}) as Partial<ErrorBody>;
    throw new ApiError(
      res.status,
      error.code ?? 'internal_error',
      error.fields,
      error.retryAfter,
      error.paymentId,
      texts,
    );
  }
  return json;
}

/**
 * The API's calls for a feature with texts of its own (every error its calls throw can say what went
 * wrong): a route of the map (`ApiRoutes`), with its parameters, query and body, answers what the map says.
 */
export const apiWith =
  (texts?: ApiTexts) =>
  <R extends ApiRoute>(route: R, ...[call]: ApiCallArgs<R>) =>
    request(route, call, texts) as Promise<ApiResponse<R>>;

/** A call of the API (`ApiRoutes`): `api('GET /api/exams/:id/review', { params: { id } })`. */
export const api = apiWith();

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

/** Text for a field's validation key, e.g. `validation.email_invalid`; a feature's own keys are in its `texts`. */
export const fieldText = (key: string | undefined, texts?: ApiTexts) =>
  key ? tKey(key, 'validation.body_invalid', undefined, texts) : undefined;

export const errorText = (error: unknown) => (error instanceof ApiError ? error.text : t('errors.internal_error'));
