import { paymentFailureKind } from '@provisoire/domain';
import { tad } from './admin-text.ts';

/** 'Impamvu: <why, in Kinyarwanda> (<the provider's own words>)': the raw reason kept for support calls. */
export const failureReasonText = (raw: string) =>
  tad('payments.reason', { reason: tad(`failure.${paymentFailureKind(raw)}`), raw });
