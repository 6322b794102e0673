import type { PaidPlanCode } from '@provisoire/domain';
import { catalog } from '../../i18n/t.ts';
import { planName } from '../../lib/plan-name.ts';

/** The subscription's and payment's texts: loaded with the subscription page, never with the landing. */
export const texts = {
  'subscription.title': 'Ifatabuguzi',
  'subscription.status_active': 'Rirakora',
  'subscription.status_expired': 'Ryarangiye',
  'subscription.status_none': 'Nta fatabuguzi',
  'subscription.days_left': 'Iminsi isigaye: {days}',
  'subscription.ends': 'Rizarangira ku wa {date}',
  'subscription.payments_title': 'Ubwishyu bwawe',
  'subscription.plans_title': 'Hitamo ifatabuguzi',
  'subscription.extend': 'Ongeraho iminsi',
  'subscription.buy': 'Gura',
  'subscription.loading': 'Turimo kureba ifatabuguzi ryawe…',
  'subscription.load_error': 'Habaye Ibibazo bya tekinike, mwihangane mugihe tukibikoraho',

  'plan.price': '{amount} RWF',

  'payment.seats': 'Intebe {count} · {plan}',
  'payment.status_pending': 'Birategerejwe',
  'payment.status_paid': 'Byishyuwe',
  'payment.status_failed': 'Byanze',
  'payment.status_cancelled': 'Wabuhagaritse',

  'pay.title': 'Kwishyura: {plan}',
  'pay.title_seats': 'Kwishyura intebe {count}: {plan}',
  'pay.seats_success': 'Intebe {count} zaguzwe. Muzihe abanyeshuri banyu ku rupapuro rwa buri wese.',
  'pay.amount': 'Amafaranga: {amount} RWF',
  'pay.method': 'Uburyo bwo kwishyura',
  'pay.mtn': 'Mtn',
  'pay.airtel': 'Airtel',
  'pay.phone': 'Nimero ya telefoni',
  'pay.phone_hint': 'Urugero: 078 123 4567',
  'pay.submit': 'Ishyura',
  'pay.pending_title': 'Emeza kuri telefoni yawe',
  'pay.pending_text':
    "Twohereje ubusabe bwo kwishyura {amount} RWF kuri {phone} ({wallet}). Emeza ushyiramo umubare w'ibanga (PIN).",
  'pay.ussd_hint':
    'Niba ubutumwa butaje, fungura MoMo (*182#) cyangwa Airtel Money (*500#) urebe ubwishyu butegereje kwemezwa.',
  'pay.countdown': 'Igihe gisigaye',
  'pay.success': 'Kugura ifatabuguzi byagenze neza.',
  'pay.to_lessons': 'Jya ku masomo',
  'pay.failure': 'Kugura ifatabuguzi byanze.',
  'pay.failure_text': 'Habayeho ikibazo mu kugura ifatabuguzi. Mwongere mugerageze.',
  'pay.close': 'Funga',
  'pay.close_note': 'Ushobora gufunga: iyi paji irakomeza gukurikirana ubwishyu bwawe.',
  'pay.unconfirmed_title': 'Ubwishyu ntiburemezwa',
  'pay.unconfirmed_text':
    "Igihe cyo gutegereza cyarangiye, ariko ubwishyu ntibwanze. Niba ubwemeje kuri telefoni ukoresheje umubare w'ibanga (PIN), buzabarwa kandi ifatabuguzi rihite rikora.",
  'pay.unconfirmed_wait':
    'Ntukongere kwishyura. Ushobora gukomeza gutegereza hano, cyangwa ugafunga: iyi paji irakomeza gukurikirana ubwishyu bwawe.',
  'pay.keep_waiting': 'Komeza utegereze',
  'pay.pending_notice': 'Ubwishyu bwa {plan} ({amount} RWF) buracyategereje ko ubwemeza kuri telefoni yawe.',
  'pay.pending_open': 'Reba ubwishyu',
  'pay.resumed': 'Ubu bwishyu bwari bugitegereje. Bwemeze kuri telefoni, cyangwa ubuhagarike niba wibeshye nimero.',
  'pay.cancel': 'Hagarika ubu bwishyu',
  'pay.cancel_note': 'Niba amafaranga yaravuyeho mbere yo guhagarika, azabarwa.',
  'pay.cancelled': 'Ubwishyu bwahagaritswe. Ushobora gutangira ubundi.',
};

export const subscriptionText = catalog(texts);

/** The payment's heading: a plan for oneself, or a school's seats of it. */
export const payTitle = (plan: PaidPlanCode, seats: number | null | undefined) =>
  seats
    ? subscriptionText('pay.title_seats', { count: seats, plan: planName(plan) })
    : subscriptionText('pay.title', { plan: planName(plan) });
