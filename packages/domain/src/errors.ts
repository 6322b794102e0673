/** Stable error codes shared by the API and the web catalog (`errors.<code>`). */
export const ERROR_CODES = [
  'validation_failed',
  'malformed_request',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'unauthenticated',
  'forbidden',
  'email_taken',
  'email_present',
  'invalid_credentials',
  'too_many_attempts',
  'network_busy',
  'invalid_token',
  'code_wrong',
  'code_expired',
  'code_used_up',
  'phone_taken',
  'phone_present',
  'sms_unavailable',
  'trial_taken',
  'subscription_required',
  'payment_not_found',
  'payment_pending',
  'lesson_not_found',
  'page_not_found',
  'exam_not_found',
  'check_not_found',
  'exam_in_progress',
  'exam_finished',
  'exam_time_up',
  'free_exam_used',
  'school_pending',
  'school_rejected',
  'school_decided',
  'join_code_unknown',
  'school_member',
  'no_seat',
  'seats_school_only',
  'learners_only',
  'request_timeout',
  'server_busy',
  'internal_error',
  'exports_busy',
  'expectation_failed',
  'last_way_in',
  'sms_paused',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer: a code for programs, a message for people reading logs. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Field name to validation key (`validation.*`), when `code` is `validation_failed`. */
  fields?: Record<string, string>;
  /** Seconds to wait, when `code` is `too_many_attempts`, `network_busy`, `server_busy`, `exports_busy` or `sms_paused`. */
  retryAfter?: number;
  /** Tries the code has left, when `code` is `code_wrong`. */
  triesLeft?: number;
  /** The payment still waiting for the payer, when `code` is `payment_pending`. */
  paymentId?: string;
}
