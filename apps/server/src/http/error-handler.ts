import type { ErrorBody } from '@provisoire/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const MESSAGES: Record<ErrorBody['code'], string> = {
  validation_failed: 'Some fields are missing or invalid.',
  malformed_request: 'The request body could not be read.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Send JSON with Content-Type: application/json.',
  not_found: 'Nothing is here.',
  method_not_allowed: 'This method is not allowed here.',
  unauthenticated: 'Sign in first.',
  forbidden: 'You may not do this.',
  email_taken: 'This e-mail address already has an account.',
  email_present: 'This account already has an e-mail address.',
  invalid_credentials: 'Wrong e-mail or password.',
  too_many_attempts: 'Too many attempts; wait and try again.',
  network_busy: 'Too many sign-ins from this network, a shared address; wait, or sign in another way.',
  invalid_token: 'This link is invalid or has expired.',
  code_wrong: 'This is not the code that was sent.',
  code_expired: 'This code has expired or was used; ask for a new one.',
  code_used_up: 'This code was tried too many times; ask for a new one.',
  phone_taken: 'This phone number belongs to another account.',
  phone_present: 'This account already has a phone number.',
  sms_unavailable: 'The SMS could not be sent; try again in a moment.',
  trial_taken: 'Trial already taken',
  subscription_required: 'An active subscription is needed for this.',
  payment_not_found: 'No such payment for this account.',
  payment_pending: 'A payment of this account is still waiting for the payer; answer it or wait for it to end.',
  lesson_not_found: 'There is no lesson with this number.',
  page_not_found: 'No such study page.',
  exam_not_found: 'No such exam for this account.',
  check_not_found: 'No such self-check for this account.',
  exam_in_progress: 'This exam is still open; its answers show once it is finished.',
  exam_finished: 'This exam is finished; its answers can no longer change.',
  exam_time_up: "This exam's time has run out.",
  free_exam_used: 'The free exam was used; an active subscription is needed for another.',
  school_pending: 'The school is waiting for an admin to approve it.',
  school_decided: 'The school already has this decision; nothing was changed or sent.',
  school_rejected: 'The school was not approved.',
  join_code_unknown: 'No approved school has this join code.',
  school_member: 'The learner belongs to another school; leave it first.',
  no_seat: 'The school has no free seat of this plan; buy more first.',
  seats_school_only: 'Only an approved school buys seats.',
  learners_only: 'This is for learners: a school account does not study or take exams.',
  request_timeout: 'The request did not arrive in time.',
  server_busy: 'Too many password checks at once; try again in a few seconds.',
  internal_error: 'Something went wrong on our side.',
  exports_busy: 'Two exports are already running; try again in a few seconds.',
  expectation_failed: 'The Expect header asks for something this server does not do.',
  last_way_in: 'This is the only way into the account; add another before removing it.',
  sms_paused: 'Codes by SMS are paused for a while; sign in with e-mail or Google, or try again later.',
};

export function body(error: AppError): ErrorBody {
  return { code: error.code, message: MESSAGES[error.code], ...error.extra };
}

/** Fastify's own errors that are the caller's fault, by their codes. */
function fromFastify(error: FastifyError): AppError | null {
  if (error.validation) return new AppError('validation_failed', 400);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('malformed_request', 400);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 415);
  }
  if (error instanceof SyntaxError) return new AppError('malformed_request', 400);
  const status = error.statusCode ?? 500;
  if (status === 404) return new AppError('not_found', 404);
  if (status >= 400 && status < 500) return new AppError('malformed_request', 400);
  return null;
}

/**
 * Every error answers `{ code, message }`; anything unexpected is logged and becomes `internal_error`.
 * A request that reaches a stopping instance is served like any other (see main.ts): an answer of 503
 * there would be a POST lost, since nginx does not send a POST again.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastify(error);
    if (known) {
      if (known.extra.retryAfter) reply.header('retry-after', known.extra.retryAfter);
      return reply.status(known.statusCode).send(body(known));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(new AppError('internal_error', 500)));
  });
}
