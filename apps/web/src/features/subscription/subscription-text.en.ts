import type { Translation } from '../../i18n/t.ts';
import type { texts } from './subscription-text.ts';

const en: Translation<typeof texts> = {
  'subscription.title': 'Subscription',
  'subscription.status_active': 'Active',
  'subscription.status_expired': 'Expired',
  'subscription.status_none': 'No subscription',
  'subscription.days_left': 'Days left: {days}',
  'subscription.ends': 'Ends on {date}',
  'subscription.payments_title': 'Your payments',
  'subscription.plans_title': 'Choose a subscription',
  'subscription.extend': 'Add more days',
  'subscription.buy': 'Buy',
  'subscription.loading': 'Checking your subscription…',
  'subscription.load_error': 'A technical problem happened. Please bear with us while we fix it.',

  'plan.price': '{amount} RWF',

  'payment.seats': 'Seats: {count} · {plan}',
  'payment.status_pending': 'Pending',
  'payment.status_paid': 'Paid',
  'payment.status_failed': 'Failed',
  'payment.status_cancelled': 'Cancelled',

  'pay.title': 'Pay: {plan}',
  'pay.title_seats': 'Pay for seats: {count} × {plan}',
  'pay.seats_success': 'Seats bought: {count}. Give them to your students, each on their own page.',
  'pay.amount': 'Amount: {amount} RWF',
  'pay.method': 'How to pay',
  'pay.mtn': 'MTN',
  'pay.airtel': 'Airtel',
  'pay.phone': 'Phone number',
  'pay.phone_hint': 'Example: 078 123 4567',
  'pay.submit': 'Pay',
  'pay.pending_title': 'Approve on your phone',
  'pay.pending_text': 'We sent a request to pay {amount} RWF to {phone} ({wallet}). Approve it by entering your PIN.',
  'pay.ussd_hint':
    'If no message comes, open MoMo (*182#) or Airtel Money (*500#) and look for the payment waiting for approval.',
  'pay.countdown': 'Time left',
  'pay.success': 'Your subscription was bought.',
  'pay.to_lessons': 'Go to the lessons',
  'pay.failure': 'Buying the subscription failed.',
  'pay.failure_text': 'Something went wrong while buying the subscription. Please try again.',
  'pay.close': 'Close',
  'pay.close_note': 'You can close this: the page keeps following your payment.',
  'pay.unconfirmed_title': 'Payment not approved yet',
  'pay.unconfirmed_text':
    'The waiting time is over, but the payment has not failed. If you approved it on your phone with your PIN, it will count and your subscription will start at once.',
  'pay.unconfirmed_wait':
    'Do not pay again. You can keep waiting here, or close this: the page keeps following your payment.',
  'pay.keep_waiting': 'Keep waiting',
  'pay.pending_notice': 'Your payment for {plan} ({amount} RWF) is still waiting for you to approve it on your phone.',
  'pay.pending_open': 'See the payment',
  'pay.resumed': 'This payment was still waiting. Approve it on your phone, or cancel it if the number was wrong.',
  'pay.cancel': 'Cancel this payment',
  'pay.cancel_note': 'If the money was taken before you cancelled, it will be counted.',
  'pay.cancelled': 'Payment cancelled. You can start a new one.',
};

export default en;
