import type { PaymentMethod } from '@provisoire/domain';
/**
 * Fixed outcomes for test numbers, modelled on MTN's sandbox numbers (46733123450–54). Any other
 * number waits for a decision on /dev/phone, the page that plays the learner's phone.
 */
export type Outcome = 'fail' | 'reject' | 'timeout' | 'success' | 'pending';

const TEST_NUMBERS: Record<PaymentMethod, Record<string, Outcome>> = {
  mtn: {
    '780000001': 'fail',
    '780000002': 'reject',
    '780000003': 'timeout',
    '780000004': 'success',
    '780000005': 'pending',
  },
  airtel: {
    '730000001': 'fail',
    '730000002': 'reject',
    '730000003': 'timeout',
    '730000004': 'success',
    '730000005': 'pending',
  },
};

/** The outcome fixed for this national number, or null when the phone page decides. */
export const outcomeFor = (provider: PaymentMethod, national: string): Outcome | null =>
  TEST_NUMBERS[provider][national] ?? null;

/** How each provider words a failure: MTN's reason codes, Airtel's messages. */
export const FAILURE_REASONS = {
  mtn: { fail: 'INTERNAL_PROCESSING_ERROR', reject: 'APPROVAL_REJECTED' },
  airtel: { fail: 'Transaction failed', reject: 'Refused by the subscriber' },
} as const;
