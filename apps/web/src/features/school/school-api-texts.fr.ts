import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-api-texts.ts';

const fr: Translation<typeof texts> = {
  'errors.school_pending': "Votre auto-école attend encore d'être approuvée.",
  'errors.school_rejected': "Votre auto-école n'a pas été acceptée.",
  'errors.join_code_unknown': "Aucune auto-école n'a ce code. Vérifiez-le bien.",
  'errors.school_member': "Vous êtes dans une autre auto-école. Quittez-la d'abord.",
  'validation.school_name_required': "Saisissez le nom de l'auto-école.",
  'validation.school_kind_required': "Choisissez le type d'auto-école.",
  'validation.tin_required': 'Saisissez le TIN.',
  'validation.tin_invalid': 'Le TIN compte 9 chiffres.',
  'validation.join_code_invalid': 'Le code compte 8 caractères.',
  'validation.reason_required': 'Indiquez un motif.',
};

export default fr;
