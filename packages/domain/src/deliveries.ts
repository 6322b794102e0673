import { DAY_MS, MINUTE_MS, SECOND_MS } from './time.ts';

/** What a queued mail or SMS is for: the admin's list of failing ones names it. */
export const DELIVERY_KINDS = [
  'verify_email',
  'add_email',
  'reset_password',
  'password_changed',
  'account_claimed',
  'way_removed',
  'school_decision',
  'school_reminder',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** A notice (a password changed, a way in removed) is still worth sending this long after. */
export const NOTICE_LIFETIME_MS = 3 * DAY_MS;
/** The first retry comes this long after a failed try; each next one waits twice as long… */
const FIRST_RETRY_MS = 30 * SECOND_MS;
/** …up to this. */
const LONGEST_WAIT_MS = 30 * MINUTE_MS;
/** Tries in all (about nine hours of trying): past them the message is given up and shown to an admin. */
export const DELIVERY_TRIES = 24;

/**
 * When to try again a message whose `tries`-th try failed for a reason that may pass (the mail server
 * down, the gateway busy), or null to give it up: out of tries, or what it carries (a link, a reminder)
 * is stale by then.
 */
export function deliveryRetryAt(tries: number, now: Date, validUntil: Date): Date | null {
  if (tries >= DELIVERY_TRIES) return null;
  const wait = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1));
  const at = new Date(now.getTime() + wait);
  return at < validUntil ? at : null;
}

/** A message that keeps failing, as the admin sees it. */
export interface FailingDelivery {
  id: string;
  kind: DeliveryKind;
  channel: 'email' | 'sms';
  recipient: string;
  /** `retrying` while tries are left; `failed` once given up. */
  status: 'retrying' | 'failed';
  tries: number;
  lastError: string | null;
  createdAt: string;
  nextTryAt: string | null;
}
