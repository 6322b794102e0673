import type { Translation } from '../../i18n/t.ts';
import type { texts } from './subscription-text.ts';

const fr: Translation<typeof texts> = {
  'subscription.title': 'Abonnement',
  'subscription.status_active': 'Actif',
  'subscription.status_expired': 'Expiré',
  'subscription.status_none': "Pas d'abonnement",
  'subscription.days_left': 'Jours restants : {days}',
  'subscription.ends': 'Se termine le {date}',
  'subscription.payments_title': 'Vos paiements',
  'subscription.plans_title': 'Choisissez un abonnement',
  'subscription.extend': 'Ajouter des jours',
  'subscription.buy': 'Acheter',
  'subscription.loading': 'Vérification de votre abonnement…',
  'subscription.load_error': 'Un problème technique est survenu. Merci de patienter pendant que nous le réglons.',

  'plan.price': '{amount} RWF',

  'payment.seats': 'Places : {count} · {plan}',
  'payment.status_pending': 'En attente',
  'payment.status_paid': 'Payé',
  'payment.status_failed': 'Échoué',
  'payment.status_cancelled': 'Annulé',

  'pay.title': 'Payer : {plan}',
  'pay.title_seats': 'Payer des places : {count} × {plan}',
  'pay.seats_success': 'Places achetées : {count}. Attribuez-les à vos élèves, chacun sur sa page.',
  'pay.amount': 'Montant : {amount} RWF',
  'pay.method': 'Moyen de paiement',
  'pay.mtn': 'MTN',
  'pay.airtel': 'Airtel',
  'pay.phone': 'Numéro de téléphone',
  'pay.phone_hint': 'Exemple : 078 123 4567',
  'pay.submit': 'Payer',
  'pay.pending_title': 'Approuvez sur votre téléphone',
  'pay.pending_text':
    'Nous avons envoyé une demande de paiement de {amount} RWF au {phone} ({wallet}). Approuvez-la en saisissant votre code PIN.',
  'pay.ussd_hint':
    "Si aucun message n'arrive, ouvrez MoMo (*182#) ou Airtel Money (*500#) et cherchez le paiement en attente d'approbation.",
  'pay.countdown': 'Temps restant',
  'pay.success': "L'abonnement a bien été acheté.",
  'pay.to_lessons': 'Aller aux leçons',
  'pay.failure': "L'achat de l'abonnement a échoué.",
  'pay.failure_text': "Un problème est survenu lors de l'achat de l'abonnement. Veuillez réessayer.",
  'pay.close': 'Fermer',
  'pay.close_note': 'Vous pouvez fermer : cette page continue de suivre votre paiement.',
  'pay.unconfirmed_title': 'Paiement pas encore approuvé',
  'pay.unconfirmed_text':
    "Le temps d'attente est écoulé, mais le paiement n'a pas échoué. Si vous l'avez approuvé sur votre téléphone avec votre code PIN, il sera pris en compte et l'abonnement s'activera aussitôt.",
  'pay.unconfirmed_wait':
    "Ne payez pas une deuxième fois. Vous pouvez continuer d'attendre ici, ou fermer : cette page continue de suivre votre paiement.",
  'pay.keep_waiting': "Continuer d'attendre",
  'pay.pending_notice':
    'Votre paiement pour {plan} ({amount} RWF) attend encore votre approbation sur votre téléphone.',
  'pay.pending_open': 'Voir le paiement',
  'pay.resumed':
    'Ce paiement était encore en attente. Approuvez-le sur votre téléphone, ou annulez-le si le numéro était faux.',
  'pay.cancel': 'Annuler ce paiement',
  'pay.cancel_note': "Si l'argent a été débité avant l'annulation, il sera pris en compte.",
  'pay.cancelled': 'Paiement annulé. Vous pouvez en commencer un autre.',
};

export default fr;
