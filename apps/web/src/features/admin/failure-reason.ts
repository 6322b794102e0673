import { paymentFailureKind } from '@provisoire/domain';
import { adminText } from './admin-text.ts';

/** 'Impamvu: <why, in Kinyarwanda> (<the provider's own words>)': the raw reason kept for support calls. */
export const failureReasonText = (raw: string) =>
  adminText('payments.reason', { reason: adminText(`failure.${paymentFailureKind(raw)}`), raw });
