import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-work-api-texts.ts';

const fr: Translation<typeof texts> = {
  'errors.no_seat': "Plus aucune place libre pour cet abonnement. Achetez-en d'abord d'autres.",
  'errors.seats_school_only': 'Seule une auto-école approuvée peut acheter des places.',
  'validation.seats_invalid': 'Saisissez un nombre entre 1 et 100.',
  'validation.message_kind_required': 'Choisissez le type de message.',
  'validation.message_day_required': 'Choisissez une date.',
  'validation.message_day_invalid': "Choisissez une date à partir d'aujourd'hui, dans l'année qui vient.",
  'validation.message_body_required': 'Écrivez le message.',
  'validation.message_body_too_long': 'Le message ne doit pas dépasser 500 caractères.',
  'validation.message_to_required': 'Choisissez les élèves à qui écrire.',
  'validation.message_no_students': "Vous n'avez encore aucun élève dans l'auto-école.",
};

export default fr;
